/** Gives a director their category and the stays they work on. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export interface AssignDirectorInput {
  readonly id: string;
  readonly body: BodyOf<typeof adminRoutes.assignDirector>;
}

export const assignDirector = ({ id, body }: AssignDirectorInput) =>
  apiFetch(adminRoutes.assignDirector, { params: { id }, body, auth: 'admin' });

export const useAssignDirector = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignDirector,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.directors() });
      void client.invalidateQueries({ queryKey: adminKeys.allStayDirectors() });
    },
  });
};
