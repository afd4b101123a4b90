/**
 * Physical names of the resources in the emulator (or in any endpoint the local runtime points at),
 * and the environment the functions read them from.
 */
import { bucketEnvVar, envNames, queueEnvVar, tableEnvVar } from '#shared/env-names.js';
import {
  type BucketName,
  bucketNames,
  buckets,
  dlqId,
  physicalName,
  type QueueName,
  queueNames,
  queues,
  type TableName,
  tableNames,
  tables,
} from '#shared/resources.js';

export interface LocalNames {
  readonly tables: Record<TableName, string>;
  readonly buckets: Record<BucketName, string>;
  readonly queues: Record<QueueName, string>;
  readonly deadLetterQueues: Record<QueueName, string>;
}

const mapKeys = <K extends string, V>(record: Record<K, unknown>, value: (key: K) => V): Record<K, V> =>
  Object.fromEntries((Object.keys(record) as K[]).map((key) => [key, value(key)])) as Record<K, V>;

export const localNames = (prefix: string): LocalNames => ({
  tables: mapKeys(tables, (t) => physicalName(prefix, tables[t].id)),
  buckets: mapKeys(buckets, (b) => physicalName(prefix, buckets[b].id)),
  queues: mapKeys(queues, (q) => physicalName(prefix, queues[q].id)),
  deadLetterQueues: mapKeys(queues, (q) => physicalName(prefix, dlqId(q))),
});

export interface FunctionEnvironmentInput {
  readonly names: LocalNames;
  readonly queueUrls: Record<QueueName, string>;
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly jwtSecret: string;
  readonly mediaPublicEndpoint?: string;
  /**
   * The key pair signing media links, which the site server checks (the local CloudFront), the
   * origin that serves them when it is not the site's, and the emulator's stand-in distribution
   * whose edges are told to forget hidden and deleted photos (edge.ts).
   */
  readonly mediaCdn?: {
    readonly keyPairId: string;
    readonly privateKeyPem: string;
    readonly url?: string;
    readonly distributionId?: string;
  };
  readonly siteUrl: string;
  readonly mailSender: string;
  /** Locally the outbox shows message bodies; in the cloud the log keeps none. */
  readonly mailLogBodies: boolean;
}

/** The environment variables the functions' config expects, as the CDK app sets them in the cloud. */
export const functionEnvironment = (input: FunctionEnvironmentInput): Record<string, string> => ({
  ...(input.endpoint ? { [envNames.endpoint]: input.endpoint } : {}),
  ...(input.mediaPublicEndpoint ? { [envNames.mediaPublicEndpoint]: input.mediaPublicEndpoint } : {}),
  [envNames.region]: input.region,
  [envNames.jwtSecret]: input.jwtSecret,
  [envNames.siteUrl]: input.siteUrl,
  ...(input.mediaCdn
    ? {
        [envNames.mediaCdnUrl]: input.mediaCdn.url ?? input.siteUrl,
        [envNames.mediaCdnKeyPairId]: input.mediaCdn.keyPairId,
        [envNames.mediaCdnPrivateKey]: input.mediaCdn.privateKeyPem,
        ...(input.mediaCdn.distributionId
          ? { [envNames.mediaCdnDistributionId]: input.mediaCdn.distributionId }
          : {}),
      }
    : {}),
  [envNames.mailSender]: input.mailSender,
  [envNames.mailLogBodies]: String(input.mailLogBodies),
  ...Object.fromEntries(tableNames.map((t) => [tableEnvVar(t), input.names.tables[t]])),
  ...Object.fromEntries(bucketNames.map((b) => [bucketEnvVar(b), input.names.buckets[b]])),
  ...Object.fromEntries(queueNames.map((q) => [queueEnvVar(q), input.queueUrls[q]])),
});
