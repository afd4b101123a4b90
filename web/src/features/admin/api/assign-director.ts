/** Gives a director their category and the stays they work on. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export interface AssignDirectorInput {
  readonly id: string;
  readonly body: BodyOf<typeof apiRoutes.assignDirector>;
}

export const assignDirector = ({ id, body }: AssignDirectorInput) =>
  apiFetch(apiRoutes.assignDirector, { params: { id }, body, auth: 'admin' });

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
