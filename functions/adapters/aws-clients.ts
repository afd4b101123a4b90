/**
 * AWS SDK clients, built once from the configuration. With an endpoint (moto, LocalStack) S3 uses
 * path-style addressing; without one the SDK's defaults reach the real cloud. Nothing here is
 * specific to one emulator.
 */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Config } from '#functions/config.js';
import { type ClientOwner, type ResourceNames, recordCallsOf } from './call-recorder.js';

export interface AwsClients {
  readonly s3: S3Client;
  /** Signs URLs that browsers use: its endpoint is the one browsers reach. */
  readonly s3Presigner: S3Client;
  readonly dynamo: DynamoDBDocumentClient;
  readonly sqs: SQSClient;
  readonly secrets: SecretsManagerClient;
  readonly ses: SESv2Client;
  readonly cloudfront: CloudFrontClient;
}

export interface ClientOptions {
  /** Retries per call; tests use 1 so a failure shows at once. */
  readonly maxAttempts?: number;
}

export interface FunctionClientOptions extends ClientOptions {
  /** The function whose code uses these clients: its calls are checked against that function's role. */
  readonly fn: ClientOwner;
}

/** The configured resources by the names the permission proof knows them by. */
const resourceNames = (config: Config): ResourceNames => {
  const entries: [string | undefined, string][] = [
    ...Object.entries(config.tables).map(([name, table]): [string, string] => [table, `table:${name}`]),
    ...Object.entries(config.buckets).map(([name, bucket]): [string, string] => [bucket, `bucket:${name}`]),
    ...Object.entries(config.queueUrls).map(([name, url]): [string, string] => [url, `queue:${name}`]),
    [config.jwtSecretArn, 'secret:jwt'],
    [config.originVerifySecretArn, 'secret:originVerify'],
    [
      config.mediaCdn && 'secretArn' in config.mediaCdn.privateKey
        ? config.mediaCdn.privateKey.secretArn
        : undefined,
      'secret:archiveKey',
    ],
    [config.mailSender, 'sender'],
    [config.cdnDistributionId, 'distribution:site'],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[0])));
};

/** Where a function's clients go and who they record their calls for: what every client is built from. */
export interface ClientSettings {
  readonly config: Config;
  readonly fn: ClientOwner;
  readonly names: ResourceNames;
  readonly base: { readonly region: string; readonly endpoint?: string; readonly maxAttempts?: number };
}

export const clientSettings = (config: Config, options: FunctionClientOptions): ClientSettings => ({
  config,
  fn: options.fn,
  names: resourceNames(config),
  base: {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  },
});

export type ClientName = keyof AwsClients;
export type ClientBuilder<K extends ClientName> = (settings: ClientSettings) => AwsClients[K];
/** The builders of some clients, by name. */
export type ClientBuilders<K extends ClientName> = { readonly [P in K]: ClientBuilder<P> };

/*
 * One builder per client, each its own export: a Lambda names the builders of the clients its code
 * uses, and its bundle then carries the SDK of those services and no other (S3 alone is about
 * 150 KB of the bundle, SES 60 KB).
 */

export const s3Client: ClientBuilder<'s3'> = ({ config, fn, names, base }) =>
  recordCallsOf(new S3Client({ ...base, forcePathStyle: Boolean(config.endpoint) }), fn, names);

export const s3PresignerClient: ClientBuilder<'s3Presigner'> = ({ config, fn, names, base }) => {
  const presignEndpoint = config.mediaPublicEndpoint ?? config.endpoint;
  // The JS presigner otherwise adds an empty-body CRC32 checksum that real S3 rejects for uploads.
  return recordCallsOf(
    new S3Client({
      ...base,
      ...(presignEndpoint ? { endpoint: presignEndpoint } : {}),
      forcePathStyle: Boolean(presignEndpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    fn,
    names,
  );
};

export const dynamoClient: ClientBuilder<'dynamo'> = ({ fn, names, base }) =>
  DynamoDBDocumentClient.from(recordCallsOf(new DynamoDBClient(base), fn, names), {
    marshallOptions: { removeUndefinedValues: true },
  });

export const sqsClient: ClientBuilder<'sqs'> = ({ fn, names, base }) =>
  recordCallsOf(new SQSClient(base), fn, names);

export const secretsClient: ClientBuilder<'secrets'> = ({ fn, names, base }) =>
  recordCallsOf(new SecretsManagerClient(base), fn, names);

export const sesClient: ClientBuilder<'ses'> = ({ fn, names, base }) =>
  recordCallsOf(new SESv2Client(base), fn, names);

export const cloudfrontClient: ClientBuilder<'cloudfront'> = ({ fn, names, base }) =>
  recordCallsOf(new CloudFrontClient(base), fn, names);

/** Every client: for the local runtime and the tests, which run all the functions in one process. */
export const everyClient: ClientBuilders<ClientName> = {
  s3: s3Client,
  s3Presigner: s3PresignerClient,
  dynamo: dynamoClient,
  sqs: sqsClient,
  secrets: secretsClient,
  ses: sesClient,
  cloudfront: cloudfrontClient,
};

/** The clients that `builders` name, built once. */
export const buildClients = <K extends ClientName>(
  settings: ClientSettings,
  builders: ClientBuilders<K>,
): Pick<AwsClients, K> => {
  const entries = (Object.keys(builders) as K[]).map((name) => [name, builders[name](settings)] as const);
  return Object.fromEntries(entries) as unknown as Pick<AwsClients, K>;
};

export const createAwsClients = (config: Config, options: FunctionClientOptions): AwsClients =>
  buildClients(clientSettings(config, options), everyClient);
