/** Deleting one photo named by its path: as deletePhotos, but an unknown photo is refused. */

import type { DeletedBy } from '#functions/domain/photo-deletion.js';
import { messages } from '#shared/messages.js';
import type { DeletePhotosResponse } from '#shared/trainer-schemas.js';
import { ServiceError } from '../service-error.js';
import { type DeletePhotosDeps, deletePhotos } from './delete-photos.js';

export type DeletePhotoDeps = DeletePhotosDeps;

export const deletePhoto = async (
  deps: DeletePhotoDeps,
  { stageId, photoId, by }: { readonly stageId: string; readonly photoId: string; readonly by: DeletedBy },
): Promise<DeletePhotosResponse> => {
  if (!(await deps.photos.get(stageId, photoId))) {
    throw new ServiceError('not-found', messages.trainer.photoNotFound);
  }
  return deletePhotos(deps, { stageId, ids: [photoId], by });
};
