/** Photo records in DynamoDB, keyed by stay then photo. */
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PhotoRecord } from '../domain/photo.js';
import { isConditionFailure, queryAll } from './dynamo-pages.js';

export interface ProcessedPhoto {
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

export interface PhotoRepository {
  get(stageId: string, photoId: string): Promise<PhotoRecord | undefined>;
  listByStage(stageId: string): Promise<PhotoRecord[]>;
  /** Records a signed, not yet uploaded photo. */
  createPending(photo: PhotoRecord): Promise<void>;
  /**
   * Moves the forgetting time of a photo still pending and without a deletion date (it is being
   * signed again); false when it is not pending any more.
   */
  extendPending(stageId: string, photoId: string, expiresAt: number): Promise<boolean>;
  /** Pending → ready; false when the photo is not pending any more (a repeated job). */
  markReady(stageId: string, photoId: string, processed: ProcessedPhoto): Promise<boolean>;
  /** Pending → rejected with the reason; false when the photo is not pending any more. */
  markRejected(stageId: string, photoId: string, reason: string): Promise<boolean>;
  setActive(stageId: string, photoId: string, actif: 0 | 1): Promise<void>;
  /**
   * Marks a ready photo as announced to the administrators; false when it is not ready or was
   * announced already (each photo is counted in one batch mail at most).
   */
  markAnnounced(stageId: string, photoId: string, at: string): Promise<boolean>;
  /**
   * Moves a rotated photo from version `from` to `from + 1` with its new size; false when it is not
   * at `from` any more (another rotation went first, or this job is a repeat).
   */
  bumpVersion(
    stageId: string,
    photoId: string,
    from: number,
    size: { readonly width: number; readonly height: number },
  ): Promise<boolean>;
  /** Deletes the record (idempotent: a missing record is fine). */
  remove(stageId: string, photoId: string): Promise<void>;
}

export const createPhotoRepository = (dynamo: DynamoDBDocumentClient, table: string): PhotoRepository => {
  const updatePending = async (
    stageId: string,
    photoId: string,
    update: string,
    values: Record<string, unknown>,
    condition = '',
  ): Promise<boolean> => {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { stageId, photoId },
          UpdateExpression: update,
          ConditionExpression: `#status = :pending${condition}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'en_attente', ...values },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };

  /**
   * Pending → processed. The pending TTL goes, unless an administrator set a deletion date in the
   * meantime: then `expires_at` is that date's and stays. Two conditional writes, not a read then a
   * write, so a validation landing in between cannot be undone.
   */
  const transition = async (
    stageId: string,
    photoId: string,
    change: { readonly set: string; readonly remove: readonly string[] },
    values: Record<string, unknown>,
  ): Promise<boolean> => {
    const update = (remove: readonly string[]) =>
      `SET ${change.set}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`;
    return (
      (await updatePending(
        stageId,
        photoId,
        update([...change.remove, 'expires_at']),
        values,
        ' AND attribute_not_exists(duree_diffusion)',
      )) || updatePending(stageId, photoId, update(change.remove), values)
    );
  };

  return {
    async get(stageId, photoId) {
      const answer = await dynamo.send(new GetCommand({ TableName: table, Key: { stageId, photoId } }));
      return answer.Item as PhotoRecord | undefined;
    },
    listByStage(stageId) {
      return queryAll<PhotoRecord>(dynamo, {
        TableName: table,
        KeyConditionExpression: 'stageId = :stageId',
        ExpressionAttributeValues: { ':stageId': stageId },
      });
    },
    async createPending(photo) {
      await dynamo.send(
        new PutCommand({
          TableName: table,
          Item: photo,
          ConditionExpression: 'attribute_not_exists(photoId)',
        }),
      );
    },
    extendPending(stageId, photoId, expiresAt) {
      return updatePending(
        stageId,
        photoId,
        'SET expires_at = :expires',
        { ':expires': expiresAt },
        ' AND attribute_not_exists(duree_diffusion)',
      );
    },
    markReady(stageId, photoId, { width, height, bytes }) {
      return transition(
        stageId,
        photoId,
        { set: '#status = :ready, width = :width, height = :height, bytes = :bytes', remove: ['rejection'] },
        { ':ready': 'prete', ':width': width, ':height': height, ':bytes': bytes },
      );
    },
    markRejected(stageId, photoId, reason) {
      return transition(
        stageId,
        photoId,
        { set: '#status = :rejected, rejection = :reason', remove: [] },
        { ':rejected': 'refusee', ':reason': reason },
      );
    },
    async markAnnounced(stageId, photoId, at) {
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { stageId, photoId },
            UpdateExpression: 'SET announced_at = :at',
            ConditionExpression: '#status = :ready AND attribute_not_exists(announced_at)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':at': at, ':ready': 'prete' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async setActive(stageId, photoId, actif) {
      await dynamo.send(
        new UpdateCommand({
          TableName: table,
          Key: { stageId, photoId },
          UpdateExpression: 'SET actif = :actif',
          ConditionExpression: 'attribute_exists(photoId)',
          ExpressionAttributeValues: { ':actif': actif },
        }),
      );
    },
    async bumpVersion(stageId, photoId, from, { width, height }) {
      try {
        await dynamo.send(
          new UpdateCommand({
            TableName: table,
            Key: { stageId, photoId },
            UpdateExpression: 'SET version = :next, width = :width, height = :height',
            ConditionExpression: 'version = :from',
            ExpressionAttributeValues: {
              ':from': from,
              ':next': from + 1,
              ':width': width,
              ':height': height,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async remove(stageId, photoId) {
      await dynamo.send(new DeleteCommand({ TableName: table, Key: { stageId, photoId } }));
    },
  };
};
