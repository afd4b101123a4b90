/** Changes a director's details, category or stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export interface UpdateDirectorInput {
  readonly id: string;
  readonly body: BodyOf<typeof apiRoutes.updateDirector>;
}

export const updateDirector = ({ id, body }: UpdateDirectorInput) =>
  apiFetch(apiRoutes.updateDirector, { params: { id }, body, auth: 'admin' });

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
