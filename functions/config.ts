/**
 * Typed configuration of the functions, parsed once from the environment. Nothing else in functions/
 * reads process.env.
 */
import { z } from 'zod';
import { bucketEnvVar, envNames, queueEnvVar, tableEnvVar } from '../shared/env-names.js';
import { MAX_ARCHIVE_PART_BYTES } from '../shared/limits.js';
import {
  type BucketName,
  buckets,
  type QueueName,
  queues,
  type TableName,
  tables,
} from '../shared/resources.js';

/** A week: time enough to download before the date, close enough not to be forgotten. */
export const DEFAULT_EXPIRY_REMINDER_DAYS = 7;

const keysOf = <T extends object>(record: T): (keyof T)[] => Object.keys(record) as (keyof T)[];

export interface Config {
  readonly region: string;
  readonly endpoint: string | undefined;
  readonly mediaPublicEndpoint: string | undefined;
  readonly jwtSecret: string | undefined;
  readonly jwtSecretArn: string | undefined;
  readonly jwtIssuer: string;
  readonly mailSender: string;
  readonly adminNotifyEmail: string;
  readonly mailLogBodies: boolean;
  readonly mailSendRate: number;
  readonly siteUrl: string;
  /** How many days before their photos' deletion date families are reminded to download them. */
  readonly expiryReminderDays: number;
  /** Set in the cloud: requests must carry the CloudFront secret (see ORIGIN_VERIFY_HEADER). */
  readonly originVerifySecretArn: string | undefined;
  /** Set in the cloud: archives are downloaded through CloudFront with signed URLs. */
  readonly archiveCdn: ArchiveCdnConfig | undefined;
  /** Largest zip of an archive; a larger selection is cut into parts. */
  readonly archivePartBytes: number;
  readonly tables: Readonly<Record<TableName, string>>;
  readonly buckets: Readonly<Record<BucketName, string>>;
  readonly queueUrls: Readonly<Record<QueueName, string>>;
}

export interface ArchiveCdnConfig {
  /** The site's origin; archives are under its /archives/ path. */
  readonly baseUrl: string;
  readonly keyPairId: string;
  readonly privateKeySecretArn: string;
}

const required = (env: NodeJS.ProcessEnv, name: string): string =>
  z
    .string({ error: `Variable d'environnement manquante : ${name}` })
    .min(1)
    .parse(env[name]);

const optional = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
};

const archiveCdnFrom = (env: NodeJS.ProcessEnv): ArchiveCdnConfig | undefined => {
  const names = [envNames.archiveCdnUrl, envNames.archiveCdnKeyPairId, envNames.archiveCdnPrivateKeyArn];
  const [baseUrl, keyPairId, privateKeySecretArn] = names.map((name) => optional(env, name));
  if (baseUrl === undefined && keyPairId === undefined && privateKeySecretArn === undefined) return undefined;
  if (baseUrl === undefined || keyPairId === undefined || privateKeySecretArn === undefined) {
    throw new Error(`${names.join(', ')} : toutes ou aucune.`);
  }
  return { baseUrl: z.url().parse(baseUrl).replace(/\/$/, ''), keyPairId, privateKeySecretArn };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const jwtSecret = optional(env, envNames.jwtSecret);
  const jwtSecretArn = optional(env, envNames.jwtSecretArn);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error(`${envNames.jwtSecret} doit contenir au moins 32 caractères.`);
  }
  return {
    region: optional(env, envNames.region) ?? 'eu-west-3',
    endpoint: optional(env, envNames.endpoint),
    mediaPublicEndpoint: optional(env, envNames.mediaPublicEndpoint),
    jwtSecret,
    jwtSecretArn,
    jwtIssuer: optional(env, envNames.jwtIssuer) ?? 'portail-photos',
    originVerifySecretArn: optional(env, envNames.originVerifySecretArn),
    archiveCdn: archiveCdnFrom(env),
    archivePartBytes: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_ARCHIVE_PART_BYTES)
      .parse(optional(env, envNames.archivePartBytes) ?? MAX_ARCHIVE_PART_BYTES),
    mailSender: optional(env, envNames.mailSender) ?? 'no-reply@colos-du-soleil.example',
    adminNotifyEmail: optional(env, envNames.adminNotifyEmail) ?? 'admin@colos-du-soleil.example',
    mailLogBodies: optional(env, envNames.mailLogBodies) === 'true',
    mailSendRate: z.coerce
      .number()
      .positive()
      .parse(optional(env, envNames.mailSendRate) ?? 10),
    siteUrl: optional(env, envNames.siteUrl) ?? 'http://localhost:3000',
    expiryReminderDays: z.coerce
      .number()
      .int()
      .min(0)
      .max(365)
      .parse(optional(env, envNames.expiryReminderDays) ?? DEFAULT_EXPIRY_REMINDER_DAYS),
    tables: Object.fromEntries(keysOf(tables).map((t) => [t, required(env, tableEnvVar(t))])) as Record<
      TableName,
      string
    >,
    buckets: Object.fromEntries(keysOf(buckets).map((b) => [b, required(env, bucketEnvVar(b))])) as Record<
      BucketName,
      string
    >,
    queueUrls: Object.fromEntries(keysOf(queues).map((q) => [q, required(env, queueEnvVar(q))])) as Record<
      QueueName,
      string
    >,
  };
};
