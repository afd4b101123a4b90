/**
 * Creates every table, bucket, queue, notification and the verified mail sender from the shared
 * definitions: the same ones the CDK app deploys. Idempotent: running it twice changes nothing.
 */
import {
  CreateTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import {
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  PutBucketCorsCommand,
  PutBucketNotificationConfigurationCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { CreateEmailIdentityCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  type BucketName,
  bucketNames,
  buckets,
  deadLettersReadByWorker,
  notifications,
  type QueueName,
  queueNames,
  queues,
  type TableDef,
  tableNames,
  tables,
} from '#shared/resources.js';
import type { LocalNames } from './resource-names.js';

export interface ProvisionClients {
  readonly dynamo: DynamoDBClient;
  readonly s3: S3Client;
  readonly sqs: SQSClient;
  readonly ses: SESv2Client;
}

export interface ProvisionOptions {
  readonly names: LocalNames;
  readonly region: string;
  /** Origins allowed by the media bucket's CORS rule (the site's own). */
  readonly siteOrigins: readonly string[];
  readonly mailSender: string;
}

export interface Provisioned {
  readonly queueUrls: Record<QueueName, string>;
  readonly queueArns: Record<QueueName, string>;
  /** Each queue's dead-letter queue, for the workers that read theirs (shared/resources.ts). */
  readonly deadLetterUrls: Record<QueueName, string>;
  readonly deadLetterArns: Record<QueueName, string>;
}

const createTable = async (dynamo: DynamoDBClient, name: string, def: TableDef): Promise<void> => {
  const keys = [def.partitionKey, def.sortKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  const attributes = new Map(keys.filter((k) => k !== undefined).map((k) => [k.name, k.type]));
  try {
    await dynamo.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({
          AttributeName,
          AttributeType,
        })),
        KeySchema: [
          { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
          ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' as const }] : []),
        ],
        ...(def.indexes.length > 0
          ? {
              GlobalSecondaryIndexes: def.indexes.map((index) => ({
                IndexName: index.name,
                KeySchema: [
                  { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
                  ...(index.sortKey
                    ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }]
                    : []),
                ],
                Projection: { ProjectionType: 'ALL' as const },
              })),
            }
          : {}),
        ...(def.stream
          ? { StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } }
          : {}),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    return;
  }
  await waitUntilTableExists({ client: dynamo, maxWaitTime: 30 }, { TableName: name });
  if (def.ttlAttribute) {
    await dynamo.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { Enabled: true, AttributeName: def.ttlAttribute },
      }),
    );
  }
};

const createQueue = async (
  sqs: SQSClient,
  name: string,
  dlqName: string,
  queue: QueueName,
): Promise<{ url: string; arn: string; dlqUrl: string; dlqArn: string }> => {
  const def = queues[queue];
  const arnOf = async (url: string): Promise<string> => {
    const answer = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }),
    );
    const arn = answer.Attributes?.QueueArn;
    if (!arn) throw new Error(`File sans ARN : ${url}`);
    return arn;
  };
  // The dead-letter queue first: the main queue's redrive policy names it.
  const dlq = await sqs.send(
    new CreateQueueCommand({
      QueueName: dlqName,
      Attributes: {
        MessageRetentionPeriod: String(def.dlqRetentionDays * 24 * 60 * 60),
        // One a worker reads hides a message as long as the queue it backs, as in the cloud.
        ...(deadLettersReadByWorker.includes(queue)
          ? { VisibilityTimeout: String(def.visibilityTimeoutSeconds) }
          : {}),
      },
    }),
  );
  if (!dlq.QueueUrl) throw new Error(`File non créée : ${dlqName}`);
  const dlqArn = await arnOf(dlq.QueueUrl);
  const main = await sqs.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: {
        VisibilityTimeout: String(def.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: def.maxReceiveCount }),
      },
    }),
  );
  if (!main.QueueUrl) throw new Error(`File non créée : ${name}`);
  return { url: main.QueueUrl, arn: await arnOf(main.QueueUrl), dlqUrl: dlq.QueueUrl, dlqArn };
};

const createBucket = async (s3: S3Client, name: string, bucket: BucketName, options: ProvisionOptions) => {
  try {
    await s3.send(
      new CreateBucketCommand({
        Bucket: name,
        ...(options.region === 'us-east-1'
          ? {}
          : { CreateBucketConfiguration: { LocationConstraint: options.region as 'eu-west-3' } }),
      }),
    );
  } catch (error) {
    if (!(error instanceof BucketAlreadyOwnedByYou)) throw error;
  }
  const cors = buckets[bucket].cors;
  if (cors) {
    await s3.send(
      new PutBucketCorsCommand({
        Bucket: name,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [...options.siteOrigins],
              AllowedMethods: [...cors.allowedMethods],
              AllowedHeaders: [...cors.allowedHeaders],
              ExposeHeaders: [...cors.exposedHeaders],
              MaxAgeSeconds: cors.maxAgeSeconds,
            },
          ],
        },
      }),
    );
  }
};

export const provision = async (
  clients: ProvisionClients,
  options: ProvisionOptions,
): Promise<Provisioned> => {
  const { names } = options;
  await Promise.all(tableNames.map((t) => createTable(clients.dynamo, names.tables[t], tables[t])));
  const queueUrls = {} as Record<QueueName, string>;
  const queueArns = {} as Record<QueueName, string>;
  const deadLetterUrls = {} as Record<QueueName, string>;
  const deadLetterArns = {} as Record<QueueName, string>;
  for (const queue of queueNames) {
    const created = await createQueue(clients.sqs, names.queues[queue], names.deadLetterQueues[queue], queue);
    queueUrls[queue] = created.url;
    queueArns[queue] = created.arn;
    deadLetterUrls[queue] = created.dlqUrl;
    deadLetterArns[queue] = created.dlqArn;
  }
  for (const bucket of bucketNames) {
    await createBucket(clients.s3, names.buckets[bucket], bucket, options);
    const wanted = notifications.filter((n) => n.bucket === bucket);
    await clients.s3.send(
      new PutBucketNotificationConfigurationCommand({
        Bucket: names.buckets[bucket],
        NotificationConfiguration: {
          QueueConfigurations: wanted.map((n) => ({
            Id: `${n.queue}-${n.prefix}`,
            QueueArn: queueArns[n.queue],
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: n.prefix }] } },
          })),
        },
      }),
    );
  }
  await clients.ses
    .send(new CreateEmailIdentityCommand({ EmailIdentity: options.mailSender }))
    .catch((error) => {
      if (!(error instanceof Error && error.name === 'AlreadyExistsException')) throw error;
    });
  return { queueUrls, queueArns, deadLetterUrls, deadLetterArns };
};
