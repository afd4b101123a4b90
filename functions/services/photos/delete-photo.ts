/** Deleting one photo named by its path: as deletePhotos, but an unknown photo is refused. */

import type { DeletedBy } from '#functions/domain/photo-deletion.js';
import type { DeletePhotosResponse } from '#shared/director-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type DeletePhotosDeps, deletePhotos } from './delete-photos.js';

export type DeletePhotoDeps = DeletePhotosDeps;

export const deletePhoto = async (
  deps: DeletePhotoDeps,
  {
    stageId: stayId,
    photoId,
    by,
  }: { readonly stageId: string; readonly photoId: string; readonly by: DeletedBy },
): Promise<DeletePhotosResponse> => {
  if (!(await deps.photos.get(stayId, photoId))) {
    throw new ServiceError('not-found', messages.trainer.photoNotFound);
  }
  return deletePhotos(deps, { stageId: stayId, ids: [photoId], by });
};
