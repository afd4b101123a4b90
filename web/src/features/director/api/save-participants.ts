/** Saves participants' names and addresses; the list is then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directorRoutes } from '#shared/routes/director';
import { apiFetch, type BodyOf } from '#web/lib/api-client';
import { directorKeys } from './query-keys';

export type SaveParticipantsInput = BodyOf<typeof directorRoutes.saveParticipants>;

export const saveParticipants = (body: SaveParticipantsInput) =>
  apiFetch(directorRoutes.saveParticipants, { body });

export const useSaveParticipants = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveParticipants,
    onSuccess: (_answer, { stageId: stayId }) =>
      void client.invalidateQueries({ queryKey: directorKeys.participants(stayId) }),
  });
};
