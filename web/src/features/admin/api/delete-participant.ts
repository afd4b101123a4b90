/** Deletes one family. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const deleteParticipant = (id: string) =>
  apiFetch(apiRoutes.deleteParticipant, { params: { id }, auth: 'admin' });

export const useDeleteParticipant = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteParticipant,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.allParticipants() });
      void client.invalidateQueries({ queryKey: adminKeys.uniqueStays() });
    },
  });
};
