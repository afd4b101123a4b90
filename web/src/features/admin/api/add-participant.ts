/** Adds a family to a stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface AddParticipantInput {
  readonly body: BodyOf<typeof adminRoutes.addParticipant>;
  /** The same key for a repeat of the same action: the family is added once. */
  readonly idempotencyKey: string;
}

export const addParticipant = ({ body, idempotencyKey }: AddParticipantInput) =>
  apiFetch(adminRoutes.addParticipant, { body, idempotencyKey, auth: 'admin' });

export const useAddParticipant = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addParticipant,
    onSuccess: (_answer, { body }) => {
      void client.invalidateQueries({ queryKey: adminKeys.participantsOf(body.stageId) });
      void client.invalidateQueries({ queryKey: adminKeys.uniqueStays() });
    },
  });
};
