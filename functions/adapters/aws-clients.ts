/**
 * AWS SDK clients, built once from the configuration. With an endpoint (moto, LocalStack) S3 uses
 * path-style addressing; without one the SDK's defaults reach the real cloud. Nothing here is
 * specific to one emulator.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Config } from '../config.js';
import { type ClientOwner, type ResourceNames, recordCallsOf } from './call-recorder.js';

export interface AwsClients {
  readonly s3: S3Client;
  /** Signs URLs that browsers use: its endpoint is the one browsers reach. */
  readonly s3Presigner: S3Client;
  readonly dynamo: DynamoDBDocumentClient;
  readonly sqs: SQSClient;
  readonly secrets: SecretsManagerClient;
  readonly ses: SESv2Client;
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
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[0])));
};

export const createAwsClients = (config: Config, options: FunctionClientOptions): AwsClients => {
  const { fn } = options;
  const names = resourceNames(config);
  const base = {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  };
  const presignEndpoint = config.mediaPublicEndpoint ?? config.endpoint;
  return {
    s3: recordCallsOf(new S3Client({ ...base, forcePathStyle: Boolean(config.endpoint) }), fn, names),
    // The JS presigner otherwise adds an empty-body CRC32 checksum that real S3 rejects for uploads.
    s3Presigner: recordCallsOf(
      new S3Client({
        ...base,
        ...(presignEndpoint ? { endpoint: presignEndpoint } : {}),
        forcePathStyle: Boolean(presignEndpoint),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      fn,
      names,
    ),
    dynamo: DynamoDBDocumentClient.from(recordCallsOf(new DynamoDBClient(base), fn, names), {
      marshallOptions: { removeUndefinedValues: true },
    }),
    sqs: recordCallsOf(new SQSClient(base), fn, names),
    secrets: recordCallsOf(new SecretsManagerClient(base), fn, names),
    ses: recordCallsOf(new SESv2Client(base), fn, names),
  };
};
