/**
 * Deletes photos of the stay (records and every file); the answer names those deleted and those that
 * failed. The deleted ones leave the list at once; the deletion log gets new entries.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainerRoutes } from '#shared/routes/trainer';
import type { ManagedPhoto } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export interface DeletePhotosInput {
  readonly stageId: string;
  readonly ids: readonly string[];
}

export const deletePhotos = ({ stageId, ids }: DeletePhotosInput) =>
  apiFetch(trainerRoutes.deletePhotos, { params: { stageId }, body: { ids }, auth: 'admin' });

export const useDeletePhotos = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePhotos,
    onSuccess: (answer, { stageId }) => {
      const gone = new Set(answer.deleted);
      client.setQueryData<ManagedPhoto[]>(photoAdminKeys.photos(stageId), (photos) =>
        photos?.filter((photo) => !gone.has(photo.id)),
      );
      void client.invalidateQueries({ queryKey: photoAdminKeys.photos(stageId) });
      void client.invalidateQueries({ queryKey: photoAdminKeys.deletions(stageId) });
    },
  });
};
