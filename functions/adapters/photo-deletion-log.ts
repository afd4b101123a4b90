/** The deletion log of photos, per stay (table photo-deletions): one entry per deleted photo. */
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoDeletion } from '../../shared/photo-admin-schemas.js';
import { isConditionFailure, queryAll } from './dynamo-pages.js';

export interface PhotoDeletionEntry extends PhotoDeletion {
  readonly stageId: string;
}

export interface PhotoDeletionLog {
  /** Writes the entry once: a repeated stream record leaves the first entry as it was. */
  record(entry: PhotoDeletionEntry): Promise<void>;
  /** Newest first. */
  listByStage(stageId: string): Promise<PhotoDeletionEntry[]>;
}

export const createPhotoDeletionLog = (dynamo: DynamoDBDocumentClient, table: string): PhotoDeletionLog => ({
  async record(entry) {
    try {
      await dynamo.send(
        new PutCommand({
          TableName: table,
          Item: entry,
          ConditionExpression: 'attribute_not_exists(photoId)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
  async listByStage(stageId) {
    const entries = await queryAll<PhotoDeletionEntry>(dynamo, {
      TableName: table,
      KeyConditionExpression: 'stageId = :stageId',
      ExpressionAttributeValues: { ':stageId': stageId },
    });
    return entries.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
  },
});
