/** Deletes a stay; it leaves the cache and the stay lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const deleteStage = (stageId: string) =>
  apiFetch(apiRoutes.deleteStage, { params: { stageId }, auth: 'admin' });

export const useDeleteStage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStage,
    onSuccess: (_answer, stageId) => {
      // Not refetched: the page that showed it is being left.
      void client.invalidateQueries({ queryKey: adminKeys.stage(stageId), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: adminKeys.stageNames() });
      void client.invalidateQueries({ queryKey: adminKeys.assignableStages() });
      void client.invalidateQueries({ queryKey: adminKeys.uniqueStays() });
    },
  });
};
