/** Stays in DynamoDB. */
import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StageRecord } from '../domain/stage.js';
import { isConditionFailure, scanAll } from './dynamo-pages.js';

export interface StageRepository {
  get(id: string): Promise<StageRecord | undefined>;
  list(): Promise<StageRecord[]>;
  /** Creates a stay; false when the id is taken. */
  create(stage: StageRecord): Promise<boolean>;
  /** Switches a stay off, unless someone already did. */
  deactivate(id: string): Promise<void>;
}

export const createStageRepository = (dynamo: DynamoDBDocumentClient, table: string): StageRepository => ({
  async get(id) {
    const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { id } }));
    return answer.Item as StageRecord | undefined;
  },
  list() {
    return scanAll<StageRecord>(dynamo, { TableName: table });
  },
  async create(stage) {
    try {
      await dynamo.send(
        new PutCommand({ TableName: table, Item: stage, ConditionExpression: 'attribute_not_exists(id)' }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  async deactivate(id) {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { id },
          UpdateExpression: 'SET actif = :off, version = version + :one',
          ConditionExpression: 'attribute_exists(id) AND actif = :on',
          ExpressionAttributeValues: { ':off': 0, ':on': 1, ':one': 1 },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
});
