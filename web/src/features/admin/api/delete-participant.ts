/** Deletes one family. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const deleteParticipant = (id: string) =>
  apiFetch(adminRoutes.deleteParticipant, { params: { id }, auth: 'admin' });

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
