/** A new question on the board; the board is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { collabKeys } from './query-keys';

export interface CreateCommentInput {
  readonly body: BodyOf<typeof apiRoutes.createComment>;
  /** One per message, kept until it is posted, so sending again never posts it twice. */
  readonly idempotencyKey: string;
}

export const createComment = ({ body, idempotencyKey }: CreateCommentInput) =>
  apiFetch(apiRoutes.createComment, { body, auth: 'any', idempotencyKey });

export const useCreateComment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => client.invalidateQueries({ queryKey: collabKeys.comments() }),
  });
};
