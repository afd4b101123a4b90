/** Saves participants' names and addresses; the list is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainerRoutes } from '#shared/routes/trainer';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { trainerKeys } from './query-keys';

export type SaveParticipantsInput = BodyOf<typeof trainerRoutes.saveParticipants>;

export const saveParticipants = (body: SaveParticipantsInput) =>
  apiFetch(trainerRoutes.saveParticipants, { body });

export const useSaveParticipants = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveParticipants,
    onSuccess: (_answer, { stageId }) =>
      void client.invalidateQueries({ queryKey: trainerKeys.participants(stageId) }),
  });
};
