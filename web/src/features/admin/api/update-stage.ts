/**
 * Saves a stay's fields (its new files already sent). The body names the version the form started
 * from: a save based on an older one is refused (409) instead of overwriting a colleague's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface UpdateStageInput {
  readonly stageId: string;
  readonly body: BodyOf<typeof adminRoutes.updateStage>;
}

export const updateStage = ({ stageId, body }: UpdateStageInput) =>
  apiFetch(adminRoutes.updateStage, { params: { stageId }, body, auth: 'admin' });

export const useUpdateStage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStage,
    onSuccess: (_answer, { stageId }) => {
      void client.invalidateQueries({ queryKey: adminKeys.stage(stageId) });
      void client.invalidateQueries({ queryKey: adminKeys.stageNames() });
      void client.invalidateQueries({ queryKey: adminKeys.assignableStages() });
    },
  });
};
