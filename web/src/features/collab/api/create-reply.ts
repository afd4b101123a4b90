/** A reply under a question; the board is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { collabKeys } from './query-keys';

export type CreateReplyInput = BodyOf<typeof apiRoutes.createReply>;

export const createReply = (body: CreateReplyInput) => apiFetch(apiRoutes.createReply, { body, auth: 'any' });

export const useCreateReply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReply,
    onSuccess: () => client.invalidateQueries({ queryKey: collabKeys.comments() }),
  });
};
