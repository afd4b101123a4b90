/**
 * What the participants and directors tables have in common: one item per person and stay, keyed by
 * id, listed per stay through the `by-stage` index. Each table has its own store module
 * (`participants.ts`, `directors.ts`) built on this one, with the schema its items are read with.
 */

import {
  BatchWriteCommand,
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { PeopleTable, PersonRecord } from '#functions/ports/stores/people-table.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

const BATCH = 25;

/**
 * `stored` adds what a table keeps beside the record (the participants' sort key of names); the
 * schema drops it again on reading.
 */
export const createPeopleTable = <T extends PersonRecord>(
  dynamo: DynamoDBDocumentClient,
  table: string,
  schema: z.ZodType<T>,
  stored: (item: T) => T | (T & { readonly ordre: string }) = (item) => item,
): PeopleTable<T> => {
  const read = (item: unknown): T => parseStored(schema, item, table);
  const batchWrite = async (requests: Record<string, unknown>[]): Promise<void> => {
    for (let start = 0; start < requests.length; start += BATCH) {
      let pending = requests.slice(start, start + BATCH);
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 8) throw new Error('DynamoDB left writes unprocessed');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const answer = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = answer.UnprocessedItems?.[table] ?? [];
      }
    }
  };
  return {
    async get(id) {
      const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { id } }));
      return answer.Item === undefined ? undefined : read(answer.Item);
    },
    async listByStay(stayId) {
      const items = await queryAll<unknown>(dynamo, {
        TableName: table,
        IndexName: 'by-stage',
        KeyConditionExpression: 'stageId = :stageId',
        ExpressionAttributeValues: { ':stageId': stayId },
      });
      return items.map(read);
    },
    async put(item) {
      await dynamo.send(new PutCommand({ TableName: table, Item: stored(item) }));
    },
    async replace(item) {
      return conditionHeld(
        dynamo.send(
          new PutCommand({
            TableName: table,
            Item: stored(item),
            ConditionExpression: 'attribute_exists(id)',
          }),
        ),
      );
    },
    async remove(id) {
      return conditionHeld(
        dynamo.send(
          new DeleteCommand({ TableName: table, Key: { id }, ConditionExpression: 'attribute_exists(id)' }),
        ),
      );
    },
    putMany(items) {
      return batchWrite(items.map((item) => ({ PutRequest: { Item: stored(item) } })));
    },
    removeMany(ids) {
      return batchWrite(ids.map((id) => ({ DeleteRequest: { Key: { id } } })));
    },
  };
};
