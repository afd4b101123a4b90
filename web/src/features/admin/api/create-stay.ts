/** Creates a stay (its files already sent); the stay lists and pickers then show it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface CreateStayInput {
  readonly body: BodyOf<typeof adminRoutes.createStage>;
  /** The same key for a repeat of the same action: the server creates once. */
  readonly idempotencyKey: string;
}

export const createStay = ({ body, idempotencyKey }: CreateStayInput) =>
  apiFetch(adminRoutes.createStage, { body, idempotencyKey, auth: 'admin' });

export const useCreateStay = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStay,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.stayNames() });
      void client.invalidateQueries({ queryKey: adminKeys.assignableStays() });
    },
  });
};
