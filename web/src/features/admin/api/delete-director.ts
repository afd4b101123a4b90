/** Removes a director. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const deleteDirector = (id: string) =>
  apiFetch(adminRoutes.deleteDirector, { params: { id }, auth: 'admin' });

export const useDeleteDirector = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDirector,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.allStayDirectors() });
      void client.invalidateQueries({ queryKey: adminKeys.directors() });
    },
  });
};
