/**
 * Saves an administrator's validation of a stay's photos all or nothing, with DynamoDB
 * transactions. One transaction holds at most 100 items: a larger set is checked first, written in
 * chunks, and the chunks already written are put back if a later one fails (see README, Décisions).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_TRANSACTION_ITEMS } from '../../shared/limits.js';
import type { PhotoRecord } from '../domain/photo.js';

export interface PhotoValidation {
  readonly photoId: string;
  readonly actif: 0 | 1;
  readonly active_par: string;
  /** The new deletion date and its TTL; absent: the photo keeps the date it has (or none). */
  readonly deletion?: { readonly duree_diffusion: string; readonly expires_at: number };
}

export type ValidationOutcome = { readonly ok: true } | { readonly ok: false; readonly missing: string[] };

export interface PhotoValidationStore {
  /** Applies every change or none; `missing` names photos that are not (or no longer) in the stay. */
  apply(stageId: string, changes: readonly PhotoValidation[]): Promise<ValidationOutcome>;
}

/** What a write sets; an attribute present with `undefined` is removed, an absent one untouched. */
type Fields = Pick<PhotoRecord, 'actif' | 'active_par' | 'duree_diffusion' | 'expires_at'>;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export const createPhotoValidationStore = (
  dynamo: DynamoDBDocumentClient,
  table: string,
  readStage: (stageId: string) => Promise<PhotoRecord[]>,
): PhotoValidationStore => {
  const update = (stageId: string, photoId: string, fields: Fields) => {
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
    return {
      Update: {
        TableName: table,
        Key: { stageId, photoId },
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        // A photo deleted meanwhile must not come back as a bare record.
        ConditionExpression: 'attribute_exists(photoId)',
        ExpressionAttributeValues: values,
      },
    };
  };

  /** Runs one transaction; answers the photo ids whose condition failed (none on success). */
  const transact = async (
    stageId: string,
    items: readonly { photoId: string; fields: Fields }[],
  ): Promise<string[]> => {
    try {
      await dynamo.send(
        new TransactWriteCommand({
          TransactItems: items.map((item) => update(stageId, item.photoId, item.fields)),
        }),
      );
      return [];
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = items
        .filter((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed')
        .map((item) => item.photoId);
      if (failed.length === 0) throw error; // a conflict or throttling: let the caller retry
      return failed;
    }
  };

  return {
    async apply(stageId, changes) {
      const items = changes.map(({ photoId, actif, active_par, deletion }) => ({
        photoId,
        fields: { actif, active_par, ...deletion },
      }));
      if (items.length <= MAX_TRANSACTION_ITEMS) {
        const missing = await transact(stageId, items);
        return missing.length ? { ok: false, missing } : { ok: true };
      }
      // Too many for one transaction: check everything first, then write chunk by chunk, keeping
      // the previous values to put back if a later chunk fails (a photo deleted in between).
      const before = new Map((await readStage(stageId)).map((photo) => [photo.photoId, photo]));
      const unknown = items.filter((item) => !before.has(item.photoId)).map((item) => item.photoId);
      if (unknown.length) return { ok: false, missing: unknown };
      const written: typeof items = [];
      for (const chunk of chunks(items, MAX_TRANSACTION_ITEMS)) {
        const missing = await transact(stageId, chunk);
        if (missing.length) {
          for (const done of chunks(written, MAX_TRANSACTION_ITEMS)) {
            await transact(
              stageId,
              done.map(({ photoId }) => {
                const old = before.get(photoId) as PhotoRecord;
                const { actif, active_par, duree_diffusion, expires_at } = old;
                return { photoId, fields: { actif, active_par, duree_diffusion, expires_at } };
              }),
            );
          }
          return { ok: false, missing };
        }
        written.push(...chunk);
      }
      return { ok: true };
    },
  };
};
