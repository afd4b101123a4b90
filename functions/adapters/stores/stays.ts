/**
 * The stays table (séjours), and the only module that writes it. Every item read is checked against
 * the record's schema. Administrator saves are versioned: a save succeeds only if the record still
 * has the version the administrator read (a condition expression), so of two concurrent saves one
 * gets a conflict.
 */

import {
  BatchGetCommand,
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type StayRecord, stayRecordSchema } from '#functions/domain/stay.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

/** DynamoDB's limit of keys in one BatchGetItem call. */
const BATCH_GET = 100;

export const createStayStore = (dynamo: DynamoDBDocumentClient, table: string): StayStore => ({
  async get(id) {
    const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { id } }));
    return answer.Item === undefined ? undefined : parseStored(stayRecordSchema, answer.Item, table);
  },
  async list() {
    const pages = await Promise.all(
      [1, 0].map((actif) =>
        queryAll<unknown>(dynamo, {
          TableName: table,
          IndexName: 'by-activity',
          KeyConditionExpression: 'actif = :actif',
          ExpressionAttributeValues: { ':actif': actif },
        }),
      ),
    );
    return pages.flat().map((item) => parseStored(stayRecordSchema, item, table));
  },
  async getMany(ids) {
    const found: StayRecord[] = [];
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += BATCH_GET) {
      let keys: Record<string, unknown>[] = unique.slice(start, start + BATCH_GET).map((id) => ({ id }));
      for (let attempt = 0; keys.length > 0; attempt += 1) {
        if (attempt > 8) throw new Error('DynamoDB left reads unprocessed');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const answer = await dynamo.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
        for (const item of answer.Responses?.[table] ?? [])
          found.push(parseStored(stayRecordSchema, item, table));
        keys = answer.UnprocessedKeys?.[table]?.Keys ?? [];
      }
    }
    return found;
  },
  create(stay) {
    return conditionHeld(
      dynamo.send(
        new PutCommand({ TableName: table, Item: stay, ConditionExpression: 'attribute_not_exists(id)' }),
      ),
    );
  },
  async deactivate(id) {
    await conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET actif = :off, version = version + :one',
          ConditionExpression: 'attribute_exists(id) AND actif = :on',
          ExpressionAttributeValues: { ':off': 0, ':on': 1, ':one': 1 },
        }),
      ),
    );
  },
  async replace(stay, expectedVersion) {
    // The family count read with the record may be stale by now: the record goes without it, and
    // the next list of stays with families counts them again.
    const { familles: _count, ...record } = stay;
    const saved = await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: record,
          ConditionExpression: 'attribute_exists(id) AND version = :expected',
          ExpressionAttributeValues: { ':expected': expectedVersion },
        }),
      ),
    );
    return saved ? 'saved' : 'conflict';
  },
  remove(id) {
    return conditionHeld(
      dynamo.send(
        new DeleteCommand({ TableName: table, Key: { id }, ConditionExpression: 'attribute_exists(id)' }),
      ),
    );
  },
  async setFamilyCount(id, count) {
    // A stay deleted meanwhile is not brought back as a count alone.
    await conditionHeld(
      dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET familles = :count',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':count': count },
        }),
      ),
    );
  },
});
