import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  GetBucketCorsCommand,
  GetBucketNotificationConfigurationCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, inject, it } from 'vitest';
import { provision } from '#scripts/local/provision.js';
import { localNames } from '#scripts/local/resource-names.js';
import { buckets, notifications, queues, tables } from '#shared/resources.js';
import { REGION } from '../helpers/test-stack.js';

describe('provisioning', () => {
  it('creates every resource from the shared definitions, and changes nothing the second time', async () => {
    // Prepare
    const endpoint = inject('emulatorEndpoint');
    const config = {
      region: REGION,
      endpoint,
      maxAttempts: 1,
      credentials: { accessKeyId: 't', secretAccessKey: 't' },
    };
    const clients = {
      dynamo: new DynamoDBClient(config),
      s3: new S3Client({ ...config, forcePathStyle: true }),
      sqs: new SQSClient(config),
      ses: new SESv2Client(config),
    };
    const names = localNames('provtest');
    const options = {
      names,
      region: REGION,
      siteOrigins: ['http://localhost:3000'],
      mailSender: 'no-reply@x.example',
    };
    // Act
    const first = await provision(clients, options);
    const second = await provision(clients, options);
    // Assess
    expect(second).toEqual(first);
    const photos = await clients.dynamo.send(new DescribeTableCommand({ TableName: names.tables.photos }));
    expect(photos.Table?.KeySchema).toEqual([
      { AttributeName: tables.photos.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: tables.photos.sortKey.name, KeyType: 'RANGE' },
    ]);
    expect(photos.Table?.StreamSpecification).toMatchObject({
      StreamEnabled: true,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    });
    const ttl = await clients.dynamo.send(new DescribeTimeToLiveCommand({ TableName: names.tables.photos }));
    expect(ttl.TimeToLiveDescription?.AttributeName).toBe(tables.photos.ttlAttribute);
    const directors = await clients.dynamo.send(
      new DescribeTableCommand({ TableName: names.tables.formateurs }),
    );
    expect(directors.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(
      tables.formateurs.indexes.map((index) => index.name),
    );

    const cors = await clients.s3.send(new GetBucketCorsCommand({ Bucket: names.buckets.media }));
    expect(cors.CORSRules).toHaveLength(1);
    expect(cors.CORSRules?.[0]).toMatchObject({
      AllowedOrigins: ['http://localhost:3000'],
      AllowedMethods: [...buckets.media.cors.allowedMethods],
      ExposeHeaders: ['ETag'],
    });
    const notification = await clients.s3.send(
      new GetBucketNotificationConfigurationCommand({ Bucket: names.buckets.media }),
    );
    expect(notification.QueueConfigurations?.[0]?.QueueArn).toBe(first.queueArns.media);
    expect(JSON.stringify(notification.QueueConfigurations)).toContain(notifications[0]?.prefix);

    const attributes = await clients.sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: first.queueUrls.media, AttributeNames: ['All'] }),
    );
    const redrive = JSON.parse(attributes.Attributes?.RedrivePolicy ?? '{}') as {
      maxReceiveCount: number | string;
    };
    expect(Number(redrive.maxReceiveCount)).toBe(queues.media.maxReceiveCount);
    expect(attributes.Attributes?.VisibilityTimeout).toBe(String(queues.media.visibilityTimeoutSeconds));
  });
});
