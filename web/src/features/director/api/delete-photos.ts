/** Deletes photos of the trainer's stay; the answer names those deleted and those that failed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directorRoutes } from '#shared/routes/director';
import { apiFetch } from '#web/lib/api-client';
import { directorKeys } from './query-keys';

export interface DeletePhotosInput {
  readonly stageId: string;
  readonly ids: readonly string[];
}

export const deletePhotos = ({ stageId: stayId, ids }: DeletePhotosInput) =>
  apiFetch(directorRoutes.deletePhotos, { params: { stageId: stayId }, body: { ids } });

/** Whatever the answer, the list is read again: some photos may have gone even when others failed. */
export const useDeletePhotos = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePhotos,
    onSettled: (_answer, _error, { stageId: stayId }) =>
      client.invalidateQueries({ queryKey: directorKeys.photos(stayId) }),
  });
};
