/**
 * An administrator's decisions on photos: shown or hidden, by whom, and until when. A validation of
 * many photos is saved all or nothing; its deletion date sets the forgetting time of photo-expiry.ts.
 */

import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { expiresAtFor } from '#functions/domain/photo-expiry.js';
import type { PhotoStore, PhotoValidation } from '#functions/ports/stores/photos/photo-store.js';
import { MAX_TRANSACTION_ITEMS } from '#shared/limits.js';

import { cancelledConditions, type PhotoTable } from './photo-table.js';

export type PhotoValidationWrites = Pick<PhotoStore, 'setActive' | 'apply'>;

/** What a validation write sets; an attribute present with `undefined` is removed, an absent one untouched. */
type ValidationFields = Pick<PhotoRecord, 'actif' | 'active_par' | 'duree_diffusion' | 'expires_at'> & {
  readonly publishedAt?: string;
};

interface ValidationItem {
  readonly photoId: string;
  readonly fields: ValidationFields;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const validationItem = ({
  photoId,
  actif,
  active_par,
  duree_diffusion,
  publishedAt,
}: PhotoValidation): ValidationItem => ({
  photoId,
  fields: {
    actif,
    active_par,
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(duree_diffusion === undefined ? {} : { duree_diffusion, expires_at: expiresAtFor(duree_diffusion) }),
  },
});

const validationUpdate = (table: string, stayId: string, { photoId, fields }: ValidationItem) => {
  const set = ['actif = :actif'];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':actif': fields.actif };
  for (const name of ['active_par', 'duree_diffusion', 'expires_at'] as const) {
    if (!(name in fields)) continue;
    const value = fields[name];
    if (value === undefined) remove.push(name);
    else {
      set.push(`${name} = :${name}`);
      values[`:${name}`] = value;
    }
  }
  if (fields.publishedAt !== undefined) {
    set.push('published_at = if_not_exists(published_at, :published_at)');
    values[':published_at'] = fields.publishedAt;
  }
  return {
    Update: {
      TableName: table,
      Key: { stageId: stayId, photoId },
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      // A photo deleted meanwhile must not come back as a bare record.
      ConditionExpression: 'attribute_exists(photoId)',
      ExpressionAttributeValues: values,
    },
  };
};

/** Runs one validation transaction; answers the photo ids whose condition failed (none on success). */
const transactValidation = async (
  { dynamo, tables }: PhotoTable,
  stayId: string,
  items: readonly ValidationItem[],
): Promise<string[]> => {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: items.map((item) => validationUpdate(tables.photos, stayId, item)),
      }),
    );
    return [];
  } catch (error) {
    const failed = cancelledConditions(error);
    if (!failed) throw error;
    const missing = items.filter((_, i) => failed[i]).map((item) => item.photoId);
    if (missing.length === 0) throw error; // a conflict or throttling: let the caller retry
    return missing;
  }
};

/**
 * More photos than one transaction holds: the set is checked first, written in chunks, and the
 * chunks already written are put back if a later one fails (a photo deleted in between).
 */
const applyInChunks = async (
  photos: PhotoTable,
  stayId: string,
  items: readonly ValidationItem[],
  before: ReadonlyMap<string, PhotoRecord>,
): Promise<string[]> => {
  const unknown = items.filter((item) => !before.has(item.photoId)).map((item) => item.photoId);
  if (unknown.length) return unknown;
  const written: ValidationItem[] = [];
  for (const chunk of chunks(items, MAX_TRANSACTION_ITEMS)) {
    const missing = await transactValidation(photos, stayId, chunk);
    if (missing.length) {
      for (const done of chunks(written, MAX_TRANSACTION_ITEMS)) {
        await transactValidation(
          photos,
          stayId,
          done.flatMap(({ photoId }) => {
            const old = before.get(photoId);
            if (!old) return [];
            const { actif, active_par, duree_diffusion, expires_at } = old;
            return [{ photoId, fields: { actif, active_par, duree_diffusion, expires_at } }];
          }),
        );
      }
      return missing;
    }
    written.push(...chunk);
  }
  return [];
};

/** `listByStay` reads what a large validation would put back if it failed halfway. */
export const photoValidationWrites = (
  photos: PhotoTable,
  { listByStay }: Pick<PhotoStore, 'listByStay'>,
): PhotoValidationWrites => ({
  async setActive(stayId, photoId, actif) {
    await photos.dynamo.send(
      new UpdateCommand({
        TableName: photos.tables.photos,
        Key: { stageId: stayId, photoId },
        UpdateExpression: 'SET actif = :actif',
        ConditionExpression: 'attribute_exists(photoId)',
        ExpressionAttributeValues: { ':actif': actif },
      }),
    );
  },

  /** All or nothing, with DynamoDB transactions, which hold at most MAX_TRANSACTION_ITEMS items each. */
  async apply(stayId, changes) {
    const items = changes.map(validationItem);
    const missing =
      items.length <= MAX_TRANSACTION_ITEMS
        ? await transactValidation(photos, stayId, items)
        : await applyInChunks(
            photos,
            stayId,
            items,
            new Map((await listByStay(stayId)).map((photo) => [photo.photoId, photo])),
          );
    return missing.length ? { ok: false, missing } : { ok: true };
  },
});
