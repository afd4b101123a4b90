/**
 * The benches that call services directly, without the local runtime: the emulator provisioned as
 * the runtime does it, and the functions' environment pointing at it.
 */
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { provision } from '../local/provision.js';
import { functionEnvironment, localNames } from '../local/resource-names.js';

export const BENCH_REGION = 'eu-west-3';

export const benchEnvironment = async (endpoint: string, prefix: string) => {
  const names = localNames(prefix);
  const clientConfig = { region: BENCH_REGION, endpoint };
  const provisioned = await provision(
    {
      dynamo: new DynamoDBClient(clientConfig),
      s3: new S3Client({ ...clientConfig, forcePathStyle: true }),
      sqs: new SQSClient(clientConfig),
      ses: new SESv2Client(clientConfig),
    },
    { names, region: BENCH_REGION, siteOrigins: ['http://localhost'], mailSender: 'bench@example.com' },
  );
  const env = functionEnvironment({
    names,
    queueUrls: provisioned.queueUrls,
    endpoint,
    region: BENCH_REGION,
    jwtSecret: randomBytes(32).toString('hex'),
    siteUrl: 'http://localhost',
    mailSender: 'bench@example.com',
    mailLogBodies: false,
  });
  return { names, clientConfig, env };
};
