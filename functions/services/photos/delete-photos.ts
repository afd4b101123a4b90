/**
 * Deleting photos of a stay, as trainers and administrators ask it. Objects first, record last: a
 * photo whose objects could not all be deleted keeps its record, so it stays listed and the caller
 * can try again; nothing is left in storage without a record. A media job running meanwhile finds no
 * record and removes what it wrote (process-upload.ts).
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import pLimit from 'p-limit';
import { photoKeys, uploadKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import type { DeletePhotosResponse } from '../../../shared/trainer-schemas.js';
import type { ObjectStorage } from '../../adapters/object-storage.js';
import type { PhotoStore } from '../../adapters/stores/photos.js';
import type { PhotoRecord } from '../../domain/photo.js';

export interface DeletePhotosDeps {
  readonly photos: Pick<PhotoStore, 'listByStage' | 'get' | 'remove' | 'release'>;
  readonly media: Pick<ObjectStorage, 'delete'>;
  readonly logger: Pick<Logger, 'warn'>;
}

export interface DeletePhotosInput {
  readonly stageId: string;
  readonly ids: readonly string[];
}

/** Record writes in parallel, but not hundreds at once against one table. */
const WRITE_CONCURRENCY = 8;

/**
 * Every object a photo may have: the upload (if not processed yet) and the three derivatives of its
 * current version, plus those of version 1 in case a rotation stopped before tidying them.
 */
const objectKeys = (photo: PhotoRecord): string[] => [
  ...new Set([
    uploadKey(photo.stageId, photo.photoId),
    ...Object.values(photoKeys(photo.stageId, photo.photoId, photo.version)),
    ...Object.values(photoKeys(photo.stageId, photo.photoId)),
  ]),
];

export const deletePhotos = async (
  deps: DeletePhotosDeps,
  { stageId, ids }: DeletePhotosInput,
): Promise<DeletePhotosResponse> => {
  const wanted = new Set(ids);
  const photos = (await deps.photos.listByStage(stageId)).filter((photo) => wanted.has(photo.photoId));
  const { failed: failedKeys } = await deps.media.delete(photos.flatMap(objectKeys));
  const leftovers = new Set(failedKeys);
  const failed = photos
    .filter((photo) => objectKeys(photo).some((key) => leftovers.has(key)))
    .map((photo) => ({ id: photo.photoId, message: messages.trainer.photoFilesNotDeleted }));
  const kept = new Set(failed.map((f) => f.id));
  const limit = pLimit(WRITE_CONCURRENCY);
  await Promise.all(
    photos
      .filter((photo) => !kept.has(photo.photoId))
      .map((photo) =>
        limit(async () => {
          await deps.photos.remove(stageId, photo.photoId);
          if (photo.sha256) await deps.photos.release(stageId, photo.sha256, photo.photoId);
        }),
      ),
  );
  // Only what this call really removed from this stay counts: an id of another stay, or one already
  // gone (a repeated request), is left alone and not reported as deleted.
  const found = new Set(photos.map((photo) => photo.photoId));
  const deleted = [...wanted].filter((id) => found.has(id) && !kept.has(id));
  if (failed.length > 0) deps.logger.warn('Photo deletion partly failed', { stageId, failedKeys });
  return {
    message:
      failed.length > 0 ? messages.console.someDeletionsFailed : messages.trainer.deleted(deleted.length),
    deleted,
    failed,
  };
};
