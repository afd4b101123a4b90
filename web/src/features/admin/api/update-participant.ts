/** Changes a family's name, first name or address. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface UpdateParticipantInput {
  readonly id: string;
  readonly body: BodyOf<typeof adminRoutes.updateParticipant>;
}

export const updateParticipant = ({ id, body }: UpdateParticipantInput) =>
  apiFetch(adminRoutes.updateParticipant, { params: { id }, body, auth: 'admin' });

export const useUpdateParticipant = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateParticipant,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.allParticipants() }),
  });
};
