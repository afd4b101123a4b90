/**
 * Administrator writes on stays: a save succeeds only if the record still has the version the
 * administrator read (a condition expression), so of two concurrent saves one gets a conflict.
 */
import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StageRecord } from '../domain/stage.js';
import { isConditionFailure } from './dynamo-pages.js';

export type SaveOutcome = 'saved' | 'conflict';

export interface StageWrites {
  /** Replaces the stay if its stored version is still `expectedVersion`. */
  replace(stage: StageRecord, expectedVersion: number): Promise<SaveOutcome>;
  /** Deletes the stay; false when it did not exist. */
  remove(id: string): Promise<boolean>;
}

export const createStageWrites = (dynamo: DynamoDBDocumentClient, table: string): StageWrites => ({
  async replace(stage, expectedVersion) {
    try {
      await dynamo.send(
        new PutCommand({
          TableName: table,
          Item: stage,
          ConditionExpression: 'attribute_exists(id) AND version = :expected',
          ExpressionAttributeValues: { ':expected': expectedVersion },
        }),
      );
      return 'saved';
    } catch (error) {
      if (isConditionFailure(error)) return 'conflict';
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
});
