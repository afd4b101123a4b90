/** The photo deletion log, per stay (table photo-deletions): one entry per deleted photo. */
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type PhotoDeletionRecord, photoDeletionRecordSchema } from '../../domain/photo-deletion.js';
import { conditionHeld, queryAll } from '../dynamo-pages.js';
import { parseStored } from './stored-record.js';

export interface PhotoDeletionStore {
  /**
   * Writes the entry once: a photo goes once, so a later write for it (a stream record delivered
   * again, a deletion repeated) leaves the first entry as it was.
   */
  record(entry: PhotoDeletionRecord): Promise<void>;
  /** Newest first. */
  listByStage(stageId: string): Promise<PhotoDeletionRecord[]>;
}

export const createPhotoDeletionStore = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): PhotoDeletionStore => ({
  async record(entry) {
    await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: table,
          Item: entry,
          ConditionExpression: 'attribute_not_exists(photoId)',
        }),
      ),
    );
  },
  async listByStage(stageId) {
    const items = await queryAll<unknown>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'stageId = :stageId',
      ExpressionAttributeValues: { ':stageId': stageId },
    });
    return items
      .map((item) => parseStored(photoDeletionRecordSchema, item, table))
      .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
  },
});
