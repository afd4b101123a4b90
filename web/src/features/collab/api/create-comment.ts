/** A new question on the board; the board is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { collabKeys } from './query-keys';

export type CreateCommentInput = BodyOf<typeof apiRoutes.createComment>;

export const createComment = (body: CreateCommentInput) =>
  apiFetch(apiRoutes.createComment, { body, auth: 'any' });

export const useCreateComment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => client.invalidateQueries({ queryKey: collabKeys.comments() }),
  });
};
