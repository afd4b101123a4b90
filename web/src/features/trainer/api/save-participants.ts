/** Saves participants' names and addresses; the list is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch, type BodyOf } from '../../../lib/api-client';
import { trainerKeys } from './query-keys';

export type SaveParticipantsInput = BodyOf<typeof apiRoutes.saveParticipants>;

export const saveParticipants = (body: SaveParticipantsInput) =>
  apiFetch(apiRoutes.saveParticipants, { body });

export const useSaveParticipants = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveParticipants,
    onSuccess: (_answer, { stageId }) =>
      void client.invalidateQueries({ queryKey: trainerKeys.participants(stageId) }),
  });
};
