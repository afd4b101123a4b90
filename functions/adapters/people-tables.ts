/**
 * Participants (stagiaires) and directors (formateurs): one item per person and stay, keyed by id,
 * listed per stay through the `by-stage` index. Both tables share this small generic adapter.
 */
import {
  BatchWriteCommand,
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import { isConditionFailure, queryAll, scanAll } from './dynamo-pages.js';

export interface PersonRecord {
  readonly id: string;
  readonly stageId: string;
}

export interface PeopleTable<T extends PersonRecord> {
  get(id: string): Promise<T | undefined>;
  listByStage(stageId: string): Promise<T[]>;
  listAll(): Promise<T[]>;
  put(item: T): Promise<void>;
  /** Replaces an existing item; false when it does not exist. */
  replace(item: T): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Writes many items, 25 per call, retrying what DynamoDB leaves unprocessed. */
  putMany(items: readonly T[]): Promise<void>;
  removeMany(ids: readonly string[]): Promise<void>;
}

const BATCH = 25;

export const createPeopleTable = <T extends PersonRecord>(
  dynamo: DynamoDBDocumentClient,
  table: string,
): PeopleTable<T> => {
  const batchWrite = async (requests: Record<string, unknown>[]): Promise<void> => {
    for (let start = 0; start < requests.length; start += BATCH) {
      let pending = requests.slice(start, start + BATCH);
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 8) throw new Error('DynamoDB left writes unprocessed');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const answer = await dynamo.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = (answer.UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
      }
    }
  };
  return {
    async get(id) {
      const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { id } }));
      return answer.Item as T | undefined;
    },
    listByStage(stageId) {
      return queryAll<T>(dynamo, {
        TableName: table,
        IndexName: 'by-stage',
        KeyConditionExpression: 'stageId = :stageId',
        ExpressionAttributeValues: { ':stageId': stageId },
      });
    },
    listAll() {
      return scanAll<T>(dynamo, { TableName: table });
    },
    async put(item) {
      await dynamo.send(new PutCommand({ TableName: table, Item: item }));
    },
    async replace(item) {
      try {
        await dynamo.send(
          new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_exists(id)' }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async remove(id) {
      try {
        await dynamo.send(
          new DeleteCommand({ TableName: table, Key: { id }, ConditionExpression: 'attribute_exists(id)' }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    putMany(items) {
      return batchWrite(items.map((item) => ({ PutRequest: { Item: item } })));
    },
    removeMany(ids) {
      return batchWrite(ids.map((id) => ({ DeleteRequest: { Key: { id } } })));
    },
  };
};
