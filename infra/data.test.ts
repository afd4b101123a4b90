import { describe, expect, it } from 'vitest';
import {
  type KeyDef,
  type QueueDef,
  type QueueName,
  queues,
  type TableDef,
  type TableName,
  tables,
} from '#shared/resources.js';
import { synthPortal } from './test-support.js';

const tableDefs: [TableName, TableDef][] = Object.entries(tables) as [TableName, TableDef][];
const queueDefs: [QueueName, QueueDef][] = Object.entries(queues) as [QueueName, QueueDef][];

const keySchema = (partition: KeyDef, sort?: KeyDef) => [
  { AttributeName: partition.name, KeyType: 'HASH' },
  ...(sort ? [{ AttributeName: sort.name, KeyType: 'RANGE' }] : []),
];

describe('DynamoDB tables', () => {
  it.each(tableDefs)('%s has the keys, indexes, TTL and stream of shared/resources.ts', (name, def) => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const table = resourceOf(stack.data.tables[name]);

    // Assess
    const props = table.Properties;
    expect(table.Type).toBe('AWS::DynamoDB::Table');
    expect(props.KeySchema).toEqual(keySchema(def.partitionKey, def.sortKey));
    const keys = [def.partitionKey, def.sortKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    const attributes = new Map(keys.filter((k) => k !== undefined).map((k) => [k.name, k.type]));
    expect(props.AttributeDefinitions).toEqual(
      expect.arrayContaining(
        [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
      ),
    );
    expect(props.AttributeDefinitions).toHaveLength(attributes.size);
    expect(props.GlobalSecondaryIndexes ?? []).toEqual(
      def.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(props.TimeToLiveSpecification).toEqual(
      def.ttlAttribute ? { AttributeName: def.ttlAttribute, Enabled: true } : undefined,
    );
    expect(props.StreamSpecification).toEqual(
      def.stream ? { StreamViewType: 'NEW_AND_OLD_IMAGES' } : undefined,
    );
  });

  it.each(tableDefs)('%s is on demand, encrypted, with point-in-time recovery', (name) => {
    // Prepare
    const { stack, resourceOf } = synthPortal();

    // Act
    const props = resourceOf(stack.data.tables[name]).Properties;

    // Assess
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(props.SSESpecification).toEqual({ SSEEnabled: true });
  });

  it('declares no table that shared/resources.ts does not', () => {
    // Prepare
    const { template } = synthPortal();

    // Act
    const found = Object.keys(template.findResources('AWS::DynamoDB::Table'));

    // Assess
    expect(found).toHaveLength(tableDefs.length);
  });
});

describe('SQS queues', () => {
  it.each(queueDefs)('%s redrives to its dead-letter queue after maxReceiveCount', (name, def) => {
    // Prepare
    const { stack, resourceOf, logicalId } = synthPortal();

    // Act
    const queue = resourceOf(stack.data.queues[name]).Properties;
    const dlq = resourceOf(stack.data.deadLetterQueues[name]).Properties;

    // Assess
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(stack.data.deadLetterQueues[name]), 'Arn'] },
      maxReceiveCount: def.maxReceiveCount,
    });
    expect(queue.VisibilityTimeout).toBe(def.visibilityTimeoutSeconds);
    expect(dlq.MessageRetentionPeriod).toBe(def.dlqRetentionDays * 24 * 60 * 60);
    for (const props of [queue, dlq]) expect(props.SqsManagedSseEnabled).toBe(true);
  });

  it.each(queueDefs)('%s and its dead-letter queue refuse requests without TLS', (name) => {
    // Prepare
    const { stack, template, logicalId } = synthPortal();
    const ids = [logicalId(stack.data.queues[name]), logicalId(stack.data.deadLetterQueues[name])];

    // Act
    const policies = Object.values(template.findResources('AWS::SQS::QueuePolicy'));

    // Assess
    for (const id of ids) {
      const denies = policies.some(
        (policy) =>
          JSON.stringify(policy.Properties.Queues).includes(id) &&
          JSON.stringify(policy.Properties.PolicyDocument).includes('"aws:SecureTransport":"false"'),
      );
      expect(denies, `${id} has a TLS-only policy`).toBe(true);
    }
  });
});
