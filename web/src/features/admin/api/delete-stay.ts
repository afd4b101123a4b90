/**
 * Deletes a stay; it leaves the cache and the stay lists. A large stay is deleted over several
 * requests, each within the API's time and answering how many photos are left: they are made one
 * after the other until the stay is gone, and each answer is shown.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StayDeletionResponse } from '#shared/admin-schemas';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { askUntilDone } from '../lib/ask-until-done';
import { adminKeys } from './query-keys';

export const deleteStay = (stayId: string) =>
  apiFetch(adminRoutes.deleteStage, { params: { stageId: stayId }, auth: 'admin' });

/** Asks again while the server says it is not done, as long as each answer shows progress. */
export const deleteStayToTheEnd = (
  stayId: string,
  onProgress: (answer: StayDeletionResponse) => void,
  call: (stayId: string) => Promise<StayDeletionResponse> = deleteStay,
): Promise<StayDeletionResponse> => askUntilDone(() => call(stayId), onProgress);

export const useDeleteStay = (onProgress: (answer: StayDeletionResponse) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stayId: string) => deleteStayToTheEnd(stayId, onProgress),
    onSuccess: (_answer, stayId) => {
      // Not refetched: the page that showed it is being left.
      void client.invalidateQueries({ queryKey: adminKeys.stay(stayId), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: adminKeys.stayNames() });
      void client.invalidateQueries({ queryKey: adminKeys.assignableStays() });
      void client.invalidateQueries({ queryKey: adminKeys.uniqueStays() });
    },
  });
};
