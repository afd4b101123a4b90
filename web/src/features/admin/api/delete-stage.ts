/**
 * Deletes a stay; it leaves the cache and the stay lists. A large stay is deleted over several
 * requests, each within the API's time and answering how many photos are left: they are made one
 * after the other until the stay is gone, and each answer is shown.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StageDeletionResponse } from '#shared/admin-schemas';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { askUntilDone } from '../lib/ask-until-done';
import { adminKeys } from './query-keys';

export const deleteStage = (stageId: string) =>
  apiFetch(adminRoutes.deleteStage, { params: { stageId }, auth: 'admin' });

/** Asks again while the server says it is not done, as long as each answer shows progress. */
export const deleteStageToTheEnd = (
  stageId: string,
  onProgress: (answer: StageDeletionResponse) => void,
  call: (stageId: string) => Promise<StageDeletionResponse> = deleteStage,
): Promise<StageDeletionResponse> => askUntilDone(() => call(stageId), onProgress);

export const useDeleteStage = (onProgress: (answer: StageDeletionResponse) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stageId: string) => deleteStageToTheEnd(stageId, onProgress),
    onSuccess: (_answer, stageId) => {
      // Not refetched: the page that showed it is being left.
      void client.invalidateQueries({ queryKey: adminKeys.stage(stageId), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: adminKeys.stageNames() });
      void client.invalidateQueries({ queryKey: adminKeys.assignableStages() });
      void client.invalidateQueries({ queryKey: adminKeys.uniqueStays() });
    },
  });
};
