/** A new question on the board; the board is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export interface CreateCommentInput {
  readonly body: BodyOf<typeof collabRoutes.createComment>;
  /** One per message, kept until it is posted, so sending again never posts it twice. */
  readonly idempotencyKey: string;
}

export const createComment = ({ body, idempotencyKey }: CreateCommentInput) =>
  apiFetch(collabRoutes.createComment, { body, auth: 'any', idempotencyKey });

export const useCreateComment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => client.invalidateQueries({ queryKey: collabKeys.comments() }),
  });
};
