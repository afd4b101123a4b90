/**
 * Saves visibility, approver and deletion date of the stay's photos in one request, all or nothing.
 * A date of today or earlier deletes photos: the list is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoAdminRoutes } from '#shared/routes/photo-admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export interface ValidatePhotosInput {
  readonly stageId: string;
  readonly body: BodyOf<typeof photoAdminRoutes.validatePhotos>;
}

export const validatePhotos = ({ stageId: stayId, body }: ValidatePhotosInput) =>
  apiFetch(photoAdminRoutes.validatePhotos, { params: { stageId: stayId }, body, auth: 'admin' });

export const useValidatePhotos = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: validatePhotos,
    onSuccess: (_answer, { stageId: stayId }) =>
      void client.invalidateQueries({ queryKey: photoAdminKeys.photos(stayId) }),
  });
};
