/**
 * What must still happen once DynamoDB TTL has removed a photo record at its deletion date (or at
 * the end of a pending upload's time): its objects go, its deletion is logged, its content hash is
 * released. The record is already gone, so the order is the reverse of a deletion on purpose
 * (delete-photos.ts): nothing here can keep it. A failure throws, and the stream delivers the record
 * again; every step is safe to repeat.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { type DeletedPhoto, deletionEntry } from '#functions/domain/photo-deletion.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { PhotoObjects } from '#functions/ports/photo-objects.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { uploadKey } from '#shared/media-keys.js';

export interface ForgetExpiredPhotoDeps {
  readonly photos: Pick<PhotoStore, 'release'>;
  readonly photoObjects: PhotoObjects;
  readonly media: Pick<ObjectStorage, 'delete'>;
  readonly photoDeletions: Pick<PhotoDeletionStore, 'record'>;
  readonly logger: Pick<Logger, 'info'>;
  readonly clock: () => Date;
}

/** What the removed record said of the photo. */
export type ExpiredPhoto = DeletedPhoto & Pick<PhotoRecord, 'status' | 'sha256'>;

export interface ForgottenPhoto {
  /** Objects the photo had under its prefix. */
  readonly objects: number;
  /** False for an upload never received: not a photo anyone saw, nothing to log. */
  readonly logged: boolean;
}

export const forgetExpiredPhoto = async (
  deps: ForgetExpiredPhotoDeps,
  photo: ExpiredPhoto,
): Promise<ForgottenPhoto> => {
  const { stageId: stayId, photoId } = photo;
  const stored = await deps.photoObjects.listKeys(stayId, photoId);
  // The upload is normally gone once processed; deleting a missing key is not an error in S3.
  const { failed } = await deps.media.delete([...stored, uploadKey(stayId, photoId)]);
  if (failed.length > 0) throw new Error(`Storage refused to delete ${failed.join(', ')}`);
  const logged = photo.status !== 'en_attente';
  if (logged)
    await deps.photoDeletions.record(deletionEntry(photo, 'ttl', stored.length, deps.clock(), null));
  if (photo.sha256) await deps.photos.release(stayId, photo.sha256, photoId);
  deps.logger.info(logged ? 'Expired photo forgotten' : 'Abandoned upload forgotten', {
    stageId: stayId,
    photoId,
    objects: stored.length,
  });
  return { objects: stored.length, logged };
};
