/**
 * Deletes photos of the stay (records and every file); the answer names those deleted and those that
 * failed. The deleted ones leave the list at once; the deletion log gets new entries.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directorRoutes } from '#shared/routes/director';
import type { ManagedPhoto } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export interface DeletePhotosInput {
  readonly stageId: string;
  readonly ids: readonly string[];
}

export const deletePhotos = ({ stageId: stayId, ids }: DeletePhotosInput) =>
  apiFetch(directorRoutes.deletePhotos, { params: { stageId: stayId }, body: { ids }, auth: 'admin' });

export const useDeletePhotos = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePhotos,
    onSuccess: (answer, { stageId: stayId }) => {
      const gone = new Set(answer.deleted);
      client.setQueryData<ManagedPhoto[]>(photoAdminKeys.photos(stayId), (photos) =>
        photos?.filter((photo) => !gone.has(photo.id)),
      );
      void client.invalidateQueries({ queryKey: photoAdminKeys.photos(stayId) });
      void client.invalidateQueries({ queryKey: photoAdminKeys.deletions(stayId) });
    },
  });
};
