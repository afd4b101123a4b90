/**
 * The stays table (séjours), and the only module that writes it. Every item read is checked against
 * the record's schema. Administrator saves are versioned: a save succeeds only if the record still
 * has the version the administrator read (a condition expression), so of two concurrent saves one
 * gets a conflict.
 */
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type StageRecord, stageRecordSchema } from '../../domain/stage.js';
import { conditionHeld, scanAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

export interface StageRepository {
  get(id: string): Promise<StageRecord | undefined>;
  list(): Promise<StageRecord[]>;
  /** Creates a stay; false when the id is taken. */
  create(stage: StageRecord): Promise<boolean>;
  /** Switches a stay off, unless someone already did. */
  deactivate(id: string): Promise<void>;
}

export type SaveOutcome = 'saved' | 'conflict';

export interface StageWrites {
  /** Replaces the stay if its stored version is still `expectedVersion`. */
  replace(stage: StageRecord, expectedVersion: number): Promise<SaveOutcome>;
  /** Deletes the stay; false when it did not exist. */
  remove(id: string): Promise<boolean>;
}

/** Everything done with the stays table; each use case names the part it needs. */
export interface StayStore extends StageRepository, StageWrites {}

export const createStayStore = (dynamo: DynamoDBDocumentClient, table: string): StayStore => ({
  async get(id) {
    const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { id } }));
    return answer.Item === undefined ? undefined : parseStored(stageRecordSchema, answer.Item, table);
  },
  async list() {
    const items = await scanAll<unknown>(dynamo, { TableName: table });
    return items.map((item) => parseStored(stageRecordSchema, item, table));
  },
  create(stage) {
    return conditionHeld(
      dynamo.send(
        new PutCommand({ TableName: table, Item: stage, ConditionExpression: 'attribute_not_exists(id)' }),
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
  async replace(stage, expectedVersion) {
    const saved = await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: stage,
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
});
