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

export const createAwsClients = (config: Config, options: ClientOptions = {}): AwsClients => {
  const base = {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  };
  const presignEndpoint = config.mediaPublicEndpoint ?? config.endpoint;
  return {
    s3: new S3Client({ ...base, forcePathStyle: Boolean(config.endpoint) }),
    // The JS presigner otherwise adds an empty-body CRC32 checksum that real S3 rejects for uploads.
    s3Presigner: new S3Client({
      ...base,
      ...(presignEndpoint ? { endpoint: presignEndpoint } : {}),
      forcePathStyle: Boolean(presignEndpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    dynamo: DynamoDBDocumentClient.from(new DynamoDBClient(base), {
      marshallOptions: { removeUndefinedValues: true },
    }),
    sqs: new SQSClient(base),
    secrets: new SecretsManagerClient(base),
    ses: new SESv2Client(base),
  };
};
