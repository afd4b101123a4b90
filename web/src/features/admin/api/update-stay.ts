/**
 * Saves a stay's fields (its new files already sent). The body names the version the form started
 * from: a save based on an older one is refused (409) instead of overwriting a colleague's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface UpdateStayInput {
  readonly stageId: string;
  readonly body: BodyOf<typeof adminRoutes.updateStage>;
}

export const updateStay = ({ stageId: stayId, body }: UpdateStayInput) =>
  apiFetch(adminRoutes.updateStage, { params: { stageId: stayId }, body, auth: 'admin' });

export const useUpdateStay = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStay,
    onSuccess: (_answer, { stageId: stayId }) => {
      void client.invalidateQueries({ queryKey: adminKeys.stay(stayId) });
      void client.invalidateQueries({ queryKey: adminKeys.stayNames() });
      void client.invalidateQueries({ queryKey: adminKeys.assignableStays() });
    },
  });
};
