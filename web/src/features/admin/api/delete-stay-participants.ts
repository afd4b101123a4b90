/** Deletes every family of one stay (named by its name and dates, as the import file names it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export type DeleteStayParticipantsInput = BodyOf<typeof apiRoutes.deleteParticipantsOfStay>;

export const deleteStayParticipants = (body: DeleteStayParticipantsInput) =>
  apiFetch(apiRoutes.deleteParticipantsOfStay, { body, auth: 'admin' });

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
