/** Adds a director to a stay, in a category. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface AddDirectorInput {
  readonly body: BodyOf<typeof adminRoutes.addDirector>;
  /** The same key for a repeat of the same action: the director is added once. */
  readonly idempotencyKey: string;
}

export const addDirector = ({ body, idempotencyKey }: AddDirectorInput) =>
  apiFetch(adminRoutes.addDirector, { body, idempotencyKey, auth: 'admin' });

export const useAddDirector = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addDirector,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.allStayDirectors() });
      void client.invalidateQueries({ queryKey: adminKeys.directors() });
    },
  });
};
