/** A reply under a question; the board is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export interface CreateReplyInput {
  readonly body: BodyOf<typeof collabRoutes.createReply>;
  /** One per message, kept until it is posted, so sending again never posts it twice. */
  readonly idempotencyKey: string;
}

export const createReply = ({ body, idempotencyKey }: CreateReplyInput) =>
  apiFetch(collabRoutes.createReply, { body, auth: 'any', idempotencyKey });

export const useCreateReply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReply,
    onSuccess: () => client.invalidateQueries({ queryKey: collabKeys.comments() }),
  });
};
