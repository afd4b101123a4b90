/**
 * The writes of a photo's upload, from signing to the media worker's answer: created pending (with
 * its content hash when the browser sent one), signed again, processed or refused, then announced
 * to the administrators. A pending photo carries the short forgetting time of photo-expiry.ts,
 * which goes once it is processed.
 */

import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type PhotoHashRecord, type PhotoRecord, photoHashRecordSchema } from '#functions/domain/photo.js';
import { pendingExpiresAt } from '#functions/domain/photo-expiry.js';
import type { NewPhoto, PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { parseStored } from '../stored-record.js';

import { cancelledConditions, type PhotoTable, webCopiesUpdate } from './photo-table.js';

export type UploadLifecycle = Pick<
  PhotoStore,
  'createPending' | 'createWithHash' | 'extendPending' | 'markReady' | 'markRejected' | 'markAnnounced'
>;

const pendingItem = (photo: NewPhoto): PhotoRecord => ({
  ...photo,
  expires_at: pendingExpiresAt(new Date(photo.date_depose)),
});

/** An update of a photo that answers false unless it is still pending (and meets `condition`). */
const updatePending = (
  { tables, conditionally }: PhotoTable,
  key: { readonly stageId: string; readonly photoId: string },
  update: string,
  values: Record<string, unknown>,
  condition = '',
): Promise<boolean> =>
  conditionally({
    TableName: tables.photos,
    Key: key,
    UpdateExpression: update,
    ConditionExpression: `#status = :pending${condition}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'en_attente', ...values },
  });

/**
 * Pending → processed. The pending TTL goes, unless an administrator set a deletion date in the
 * meantime: then `expires_at` is that date's and stays. Two conditional writes, not a read then a
 * write, so a validation landing in between cannot be undone.
 */
const transition = async (
  photos: PhotoTable,
  key: { readonly stageId: string; readonly photoId: string },
  change: { readonly set: string; readonly remove: readonly string[] },
  values: Record<string, unknown>,
): Promise<boolean> => {
  const update = (remove: readonly string[]) =>
    `SET ${change.set}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`;
  return (
    (await updatePending(
      photos,
      key,
      update([...change.remove, 'expires_at']),
      values,
      ' AND attribute_not_exists(duree_diffusion)',
    )) || updatePending(photos, key, update(change.remove), values)
  );
};

/** Which photo holds a content hash, read consistently: the claim that just failed was written now. */
const readHash = async (
  { dynamo, tables }: PhotoTable,
  stayId: string,
  sha256: string,
): Promise<PhotoHashRecord | undefined> => {
  const answer = await dynamo.send(
    new GetCommand({ TableName: tables.photoHashes, Key: { stageId: stayId, sha256 }, ConsistentRead: true }),
  );
  return answer.Item === undefined
    ? undefined
    : parseStored(photoHashRecordSchema, answer.Item, tables.photoHashes);
};

export const uploadLifecycle = (photos: PhotoTable): UploadLifecycle => {
  const { dynamo, tables, conditionally } = photos;
  return {
    async createPending(photo) {
      await dynamo.send(
        new PutCommand({
          TableName: tables.photos,
          Item: pendingItem(photo),
          ConditionExpression: 'attribute_not_exists(photoId)',
        }),
      );
    },

    async createWithHash(photo) {
      const hash: PhotoHashRecord = { stageId: photo.stageId, sha256: photo.sha256, photoId: photo.photoId };
      try {
        await dynamo.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tables.photos,
                  Item: pendingItem(photo),
                  ConditionExpression: 'attribute_not_exists(photoId)',
                },
              },
              {
                Put: {
                  TableName: tables.photoHashes,
                  Item: hash,
                  ConditionExpression: 'attribute_not_exists(sha256)',
                },
              },
            ],
          }),
        );
        return { claimed: true };
      } catch (error) {
        const failed = cancelledConditions(error);
        if (!failed?.[1]) throw error;
        const holder = await readHash(photos, photo.stageId, photo.sha256);
        return holder ? { claimed: false, photoId: holder.photoId } : { claimed: false, released: true };
      }
    },

    extendPending(stayId, photoId, signedAt) {
      return updatePending(
        photos,
        { stageId: stayId, photoId },
        'SET expires_at = :expires',
        { ':expires': pendingExpiresAt(signedAt) },
        ' AND attribute_not_exists(duree_diffusion)',
      );
    },

    markReady(stayId, photoId, { width, height, bytes, crc32, taken_at, copies, ...web }) {
      const made = webCopiesUpdate(web);
      const crc = crc32 === undefined ? '' : ', crc32 = :crc';
      const taken = taken_at === undefined ? '' : ', taken_at = :taken';
      return transition(
        photos,
        { stageId: stayId, photoId },
        {
          set: `#status = :ready, width = :width, height = :height, bytes = :bytes, copies = :copies${crc}${taken}${made.set}`,
          remove: ['rejection'],
        },
        {
          ':ready': 'prete',
          ':width': width,
          ':height': height,
          ':bytes': bytes,
          ':copies': copies,
          ...(crc32 === undefined ? {} : { ':crc': crc32 }),
          ...(taken_at === undefined ? {} : { ':taken': taken_at }),
          ...made.values,
        },
      );
    },

    markRejected(stayId, photoId, reason) {
      return transition(
        photos,
        { stageId: stayId, photoId },
        { set: '#status = :rejected, rejection = :reason', remove: [] },
        { ':rejected': 'refusee', ':reason': reason },
      );
    },

    markAnnounced(stayId, photoId, at) {
      return conditionally({
        TableName: tables.photos,
        Key: { stageId: stayId, photoId },
        UpdateExpression: 'SET announced_at = :at',
        ConditionExpression: '#status = :ready AND attribute_not_exists(announced_at)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':ready': 'prete' },
      });
    },
  };
};
