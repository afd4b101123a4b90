/**
 * DynamoDB transactions in the emulator: a cancelled one leaves its tables and their streams as they
 * were, the stream's readers go on reading it, and a transaction costs the same in a table of
 * thousands of items as in an empty one (moto copies whole tables to undo one; serve.py copies only
 * what the undo needs: signing a photo in a stay of 2,000 took half a second of copying).
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  TransactionCanceledException,
  type TransactWriteItem,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import { REGION } from '../helpers/test-stack.js';

/** Items of the full table: a long stay's photos. */
const FILLED = 2000;
const ROUNDS = 5;

describe('transactions in the emulator', () => {
  const settings = {
    region: REGION,
    endpoint: inject('emulatorEndpoint'),
    maxAttempts: 1,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  };
  const dynamo = new DynamoDBClient(settings);
  const streams = new DynamoDBStreamsClient(settings);
  const empty = `tx-empty-${newId()}`;
  const full = `tx-full-${newId()}`;
  let streamArn = '';

  const createTable = (name: string) =>
    dynamo.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'stay', AttributeType: 'S' },
          { AttributeName: 'photo', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'stay', KeyType: 'HASH' },
          { AttributeName: 'photo', KeyType: 'RANGE' },
        ],
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );

  /** A new photo, and a count raised on an existing one; `clash` adds a check that fails. */
  const transaction = (table: string, photo: string, clash = false): TransactWriteItem[] => [
    {
      Put: {
        TableName: table,
        Item: { stay: { S: 's' }, photo: { S: photo } },
        ConditionExpression: 'attribute_not_exists(photo)',
      },
    },
    {
      Update: {
        TableName: table,
        Key: { stay: { S: 's' }, photo: { S: 'counted' } },
        UpdateExpression: 'SET seen = seen + :one',
        ExpressionAttributeValues: { ':one': { N: '1' } },
      },
    },
    ...(clash
      ? [
          {
            ConditionCheck: {
              TableName: table,
              Key: { stay: { S: 's' }, photo: { S: 'held' } },
              ConditionExpression: 'attribute_not_exists(photo)',
            },
          },
        ]
      : []),
  ];

  const medianMs = async (run: (round: number) => Promise<unknown>): Promise<number> => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await run(round);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? Number.NaN;
  };

  beforeAll(async () => {
    const created = await createTable(full);
    streamArn = created.TableDescription?.LatestStreamArn ?? '';
    await createTable(empty);
    await dynamo.send(
      new PutItemCommand({ TableName: full, Item: { stay: { S: 's' }, photo: { S: 'held' } } }),
    );
    for (const table of [empty, full])
      await dynamo.send(
        new PutItemCommand({
          TableName: table,
          Item: { stay: { S: 's' }, photo: { S: 'counted' }, seen: { N: '0' } },
        }),
      );
    for (let first = 0; first < FILLED; first += 25)
      await dynamo.send(
        new BatchWriteItemCommand({
          RequestItems: {
            [full]: Array.from({ length: 25 }, (_, index) => ({
              PutRequest: {
                Item: {
                  stay: { S: 's' },
                  photo: { S: `p${first + index}` },
                  name: { S: 'IMG_0000.jpg'.repeat(8) },
                },
              },
            })),
          },
        }),
      );
  });

  afterAll(async () => {
    for (const table of [empty, full]) await dynamo.send(new DeleteTableCommand({ TableName: table }));
  });

  it('leaves a cancelled transaction no trace, in the table or its stream', async () => {
    // Prepare: a reader at the end of the table's stream.
    const stream = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    const shard = stream.StreamDescription?.Shards?.[0]?.ShardId ?? '';
    const start = await streams.send(
      new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard, ShardIteratorType: 'LATEST' }),
    );
    // Act
    const cancelled = dynamo.send(
      new TransactWriteItemsCommand({ TransactItems: transaction(full, 'lost', true) }),
    );
    // Assess
    await expect(cancelled).rejects.toBeInstanceOf(TransactionCanceledException);
    const lost = await dynamo.send(
      new GetItemCommand({ TableName: full, Key: { stay: { S: 's' }, photo: { S: 'lost' } } }),
    );
    expect(lost.Item).toBeUndefined();
    const counted = await dynamo.send(
      new GetItemCommand({ TableName: full, Key: { stay: { S: 's' }, photo: { S: 'counted' } } }),
    );
    expect(counted.Item?.seen).toEqual({ N: '0' });
    // The same reader sees the next write, and only it.
    await dynamo.send(
      new PutItemCommand({ TableName: full, Item: { stay: { S: 's' }, photo: { S: 'next' } } }),
    );
    const read = await streams.send(new GetRecordsCommand({ ShardIterator: start.ShardIterator }));
    expect(read.Records?.map((record) => record.dynamodb?.Keys?.photo?.S)).toEqual(['next']);
  });

  it('costs no more in a table of thousands than in an empty one', async () => {
    // Act
    const emptyMs = await medianMs((round) =>
      dynamo.send(new TransactWriteItemsCommand({ TransactItems: transaction(empty, `e${round}`) })),
    );
    const fullMs = await medianMs((round) =>
      dynamo.send(new TransactWriteItemsCommand({ TransactItems: transaction(full, `f${round}`) })),
    );
    // Assess: a copy of the whole table took ~30 times the empty table's transaction.
    expect(fullMs).toBeLessThan(emptyMs * 4 + 20);
  });
});
