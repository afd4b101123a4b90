/** Creates a stay (its files already sent); the stay lists and pickers then show it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface CreateStageInput {
  readonly body: BodyOf<typeof adminRoutes.createStage>;
  /** The same key for a repeat of the same action: the server creates once. */
  readonly idempotencyKey: string;
}

export const createStage = ({ body, idempotencyKey }: CreateStageInput) =>
  apiFetch(adminRoutes.createStage, { body, idempotencyKey, auth: 'admin' });

export const useCreateStage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.stageNames() });
      void client.invalidateQueries({ queryKey: adminKeys.assignableStages() });
    },
  });
};
