/** Changes a director's details, category or stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface UpdateDirectorInput {
  readonly id: string;
  readonly body: BodyOf<typeof adminRoutes.updateDirector>;
}

export const updateDirector = ({ id, body }: UpdateDirectorInput) =>
  apiFetch(adminRoutes.updateDirector, { params: { id }, body, auth: 'admin' });

export const useUpdateDirector = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateDirector,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.allStayDirectors() });
      void client.invalidateQueries({ queryKey: adminKeys.directors() });
    },
  });
};
