/** Deletes one booklet by its name. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const deleteBooklet = (name: string) =>
  apiFetch(adminRoutes.deleteBooklet, { params: { name }, auth: 'admin' });

export const useDeleteBooklet = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBooklet,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.booklets() }),
  });
};
