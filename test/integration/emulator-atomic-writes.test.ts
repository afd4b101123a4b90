/**
 * The emulator must apply a conditional write atomically, as DynamoDB does: sign-in throttling,
 * reminders claimed once and idempotent creates all count on a condition that two callers cannot
 * both pass. moto checks the condition and applies the write as two steps on concurrent threads;
 * scripts/emulator/serve.py takes DynamoDB requests one at a time so they cannot interleave.
 */
import {
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import { REGION } from '../helpers/test-stack.js';

const ROUNDS = 30;
const CALLERS = 40;
const LIMIT = 5;

describe('conditional writes in the emulator', () => {
  const dynamo = new DynamoDBClient({
    region: REGION,
    endpoint: inject('emulatorEndpoint'),
    maxAttempts: 1,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const table = `atomic-${newId()}`;

  beforeAll(async () => {
    await dynamo.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'key', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'key', KeyType: 'HASH' }],
      }),
    );
  });

  afterAll(async () => {
    await dynamo.send(new DeleteTableCommand({ TableName: table }));
  });

  it('lets exactly the limit through when many callers count up at once', async () => {
    const admitted: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const key = { key: { S: `counter-${round}` } };
      await dynamo.send(new PutItemCommand({ TableName: table, Item: { ...key, failures: { N: '0' } } }));
      const answers = await Promise.allSettled(
        Array.from({ length: CALLERS }, () =>
          dynamo.send(
            new UpdateItemCommand({
              TableName: table,
              Key: key,
              UpdateExpression: 'SET failures = failures + :one',
              ConditionExpression: 'failures < :limit',
              ExpressionAttributeValues: { ':one': { N: '1' }, ':limit': { N: String(LIMIT) } },
            }),
          ),
        ),
      );
      admitted.push(answers.filter((answer) => answer.status === 'fulfilled').length);
    }
    expect(admitted).toEqual(Array.from({ length: ROUNDS }, () => LIMIT));
  });

  it('lets exactly one caller create an item that must not exist yet', async () => {
    const winners: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.allSettled(
        Array.from({ length: CALLERS }, (_, caller) =>
          dynamo.send(
            new PutItemCommand({
              TableName: table,
              Item: { key: { S: `claim-${round}` }, caller: { N: String(caller) } },
              ConditionExpression: 'attribute_not_exists(#key)',
              ExpressionAttributeNames: { '#key': 'key' },
            }),
          ),
        ),
      );
      winners.push(answers.filter((answer) => answer.status === 'fulfilled').length);
    }
    expect(winners).toEqual(Array.from({ length: ROUNDS }, () => 1));
  });
});
