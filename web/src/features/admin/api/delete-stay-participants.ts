/** Deletes every family of one stay (named by its name and dates, as the import file names it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export type DeleteStayParticipantsInput = BodyOf<typeof adminRoutes.deleteParticipantsOfStay>;

export const deleteStayParticipants = (body: DeleteStayParticipantsInput) =>
  apiFetch(adminRoutes.deleteParticipantsOfStay, { body, auth: 'admin' });

export const useDeleteStayParticipants = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStayParticipants,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.uniqueStays() });
      void client.invalidateQueries({ queryKey: adminKeys.allParticipants() });
    },
  });
};
