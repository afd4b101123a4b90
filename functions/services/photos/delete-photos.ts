/**
 * Deleting photos of a stay: the one way a photo is deleted on purpose, whether a trainer or an
 * administrator asks (delete_image, delete_images) or a whole stay goes. A photo that TTL removes at
 * its deletion date is the stream's business instead (forget-expired-photo.ts), and only that one.
 *
 * For each photo, in this order:
 * 1. its objects: every key listed under its prefix (all versions) and its upload. A photo whose
 *    objects could not all be deleted keeps its record: it stays listed, the answer names it, and
 *    the caller can try again; nothing is left in storage without a record.
 * 2. its deletion log entry (written once: a repeated request keeps the first), before the record,
 *    so that a record gone is always logged.
 * 3. its record, only if it is still as it was when its objects were listed (same status, same
 *    version). A media job that finished meanwhile, or a rotation that moved the photo on, wrote
 *    objects the listing missed: then the objects are listed and deleted again. A job that finishes
 *    after the record went finds no record and removes what it wrote (process-upload.ts,
 *    rotate-photo.ts).
 * 4. its content hash, so the same file can be sent again.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import pLimit from 'p-limit';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { type DeletedBy, deletionEntry } from '#functions/domain/photo-deletion.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { PhotoObjects } from '#functions/ports/photo-objects.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { DeletePhotosResponse } from '#shared/director-schemas.js';
import { uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface DeletePhotosDeps {
  readonly photos: Pick<PhotoStore, 'listByStay' | 'get' | 'removeUnchanged' | 'release'>;
  readonly photoObjects: PhotoObjects;
  readonly media: Pick<ObjectStorage, 'delete'>;
  readonly photoDeletions: Pick<PhotoDeletionStore, 'record'>;
  readonly logger: Pick<Logger, 'warn'>;
  readonly clock: () => Date;
}

export interface DeletePhotosInput {
  readonly stageId: string;
  readonly ids: readonly string[];
  /** Who asks, as the deletion log names them. */
  readonly by: DeletedBy;
}

/** Who deletes and why, as each photo's log entry says. */
export interface DeletionCause {
  readonly by: DeletedBy;
  readonly reason: 'suppression' | 'purge' | 'sejour';
}

/** Storage and table calls in parallel, but not hundreds at once. */
const CONCURRENCY = 8;

/** A record that keeps changing under the deletion is left alone after this many listings. */
const MAX_PASSES = 3;

interface Cleared {
  readonly photo: PhotoRecord;
  /** How many objects the photo had under its prefix. */
  readonly stored: number;
  /** Its keys that storage refused to delete. */
  readonly stuck: readonly string[];
}

/** Deletes every object of the photos, in one storage call for all of them. */
const clearObjects = async (deps: DeletePhotosDeps, photos: readonly PhotoRecord[]): Promise<Cleared[]> => {
  const limit = pLimit(CONCURRENCY);
  const listed = await Promise.all(
    photos.map((photo) =>
      limit(async () => {
        const stored = await deps.photoObjects.listKeys(photo.stageId, photo.photoId);
        return { photo, stored, keys: [...stored, uploadKey(photo.stageId, photo.photoId)] };
      }),
    ),
  );
  const { failed } = await deps.media.delete(listed.flatMap(({ keys }) => keys));
  const refused = new Set(failed);
  return listed.map(({ photo, stored, keys }) => ({
    photo,
    stored: stored.length,
    stuck: keys.filter((key) => refused.has(key)),
  }));
};

/** Steps 2 to 4 for a photo whose objects are gone; false when its record is kept. */
const removeRecord = async (
  deps: DeletePhotosDeps,
  { photo, stored }: Cleared,
  cause: DeletionCause,
): Promise<boolean> => {
  await deps.photoDeletions.record(deletionEntry(photo, cause.reason, stored, deps.clock(), cause.by));
  let seen: PhotoRecord | undefined = photo;
  for (let pass = 1; seen && !(await deps.photos.removeUnchanged(seen)); pass += 1) {
    seen = await deps.photos.get(photo.stageId, photo.photoId);
    if (!seen) break; // gone meanwhile: its objects went with it
    if (pass === MAX_PASSES) return false;
    const [again] = await clearObjects(deps, [seen]);
    if (again?.stuck.length) return false;
  }
  if (photo.sha256) await deps.photos.release(photo.stageId, photo.sha256, photo.photoId);
  return true;
};

/** Photos handled together: a process stopped mid-way leaves at most this many records whose files are gone. */
export const PHOTOS_PER_STEP = 100;

/** The ids of the photos whose record was kept (their files could not all be deleted). */
export interface DeletionStep {
  readonly kept: ReadonlySet<string>;
  readonly stuckKeys: readonly string[];
}

/**
 * Deletes photos already read from the table, at most PHOTOS_PER_STEP at a time, each step to its
 * end (objects, log, records) before the next begins.
 */
export const deleteListedPhotos = async (
  deps: DeletePhotosDeps,
  photos: readonly PhotoRecord[],
  cause: DeletionCause,
): Promise<DeletionStep> => {
  const kept = new Set<string>();
  const stuckKeys: string[] = [];
  const limit = pLimit(CONCURRENCY);
  for (let start = 0; start < photos.length; start += PHOTOS_PER_STEP) {
    const cleared = await clearObjects(deps, photos.slice(start, start + PHOTOS_PER_STEP));
    const removed = await Promise.all(
      cleared.map((entry) => limit(async () => entry.stuck.length === 0 && removeRecord(deps, entry, cause))),
    );
    cleared.forEach((entry, i) => {
      if (removed[i]) return;
      kept.add(entry.photo.photoId);
      stuckKeys.push(...entry.stuck);
    });
  }
  return { kept, stuckKeys };
};

/**
 * Deletes the photos step by step until `until`, the first step always (every request makes
 * progress, however late it started): how many are left, 0 when all went. A photo whose files
 * storage would not delete fails the whole run, so that its caller keeps what points to it.
 */
export const deletePhotosUntil = async (
  deps: DeletePhotosDeps,
  photos: readonly PhotoRecord[],
  cause: DeletionCause,
  until: Date | undefined,
): Promise<number> => {
  for (let start = 0; start < photos.length; start += PHOTOS_PER_STEP) {
    if (start > 0 && until && deps.clock() >= until) return photos.length - start;
    const { kept } = await deleteListedPhotos(deps, photos.slice(start, start + PHOTOS_PER_STEP), cause);
    if (kept.size > 0) throw new ServiceError('failed', messages.console.someDeletionsFailed);
  }
  return 0;
};

export const deletePhotos = async (
  deps: DeletePhotosDeps,
  { stageId: stayId, ids, by }: DeletePhotosInput,
): Promise<DeletePhotosResponse> => {
  const wanted = new Set(ids);
  // Only this stay's photos: an id of another stay, or one already gone (a repeated request), is
  // left alone and not reported as deleted.
  const photos = (await deps.photos.listByStay(stayId)).filter((photo) => wanted.has(photo.photoId));
  const { kept, stuckKeys } = await deleteListedPhotos(deps, photos, { by, reason: 'suppression' });
  const found = new Set(photos.map((photo) => photo.photoId));
  const deleted = [...wanted].filter((id) => found.has(id) && !kept.has(id));
  const failed = [...kept].map((id) => ({ id, message: messages.trainer.photoFilesNotDeleted }));
  if (failed.length > 0) {
    deps.logger.warn('Photo deletion partly failed', {
      stageId: stayId,
      kept: [...kept],
      failedKeys: stuckKeys,
    });
  }
  return {
    message:
      failed.length > 0 ? messages.console.someDeletionsFailed : messages.trainer.deleted(deleted.length),
    deleted,
    failed,
  };
};
