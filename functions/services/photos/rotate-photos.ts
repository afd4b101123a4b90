/**
 * Asking for photos to be turned a quarter turn: one job per photo on the rotation queue, carrying
 * the version it turns, so a job delivered twice turns once. All named photos must be processed and
 * not past their date, or nothing is asked.
 */

import type { z } from 'zod';
import { isExpired } from '#functions/domain/photo.js';
import type { RotateQueue } from '#functions/ports/rotate-queue.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { messages } from '#shared/messages.js';
import type { rotatePhotosResponseSchema } from '#shared/photo-admin-schemas.js';
import { ServiceError } from '../service-error.js';

export interface RotatePhotosDeps {
  readonly photos: Pick<PhotoStore, 'listByStay'>;
  readonly rotations: RotateQueue;
  readonly clock: () => Date;
}

export const rotatePhotos = async (
  deps: RotatePhotosDeps,
  { stageId: stayId, photoIds }: { readonly stageId: string; readonly photoIds: readonly string[] },
): Promise<z.infer<typeof rotatePhotosResponseSchema>> => {
  const now = deps.clock();
  const photos = new Map((await deps.photos.listByStay(stayId)).map((photo) => [photo.photoId, photo]));
  const chosen = photoIds.map((id) => {
    const photo = photos.get(id);
    if (photo?.status !== 'prete' || isExpired(photo, now)) {
      throw new ServiceError('not-found', messages.photoAdmin.rotateUnknownPhoto);
    }
    return photo;
  });
  await deps.rotations.enqueue(
    chosen.map((photo) => ({ stageId: photo.stageId, photoId: photo.photoId, fromVersion: photo.version })),
  );
  return {
    message: messages.photoAdmin.rotationQueued(chosen.length),
    photos: chosen.map((photo) => ({ id: photo.photoId, version: photo.version + 1 })),
  };
};
