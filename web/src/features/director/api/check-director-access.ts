/**
 * The trainer area's access check: the token must carry the trainer role; the answer names the
 * trainer's stay.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '#shared/messages';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { directorKeys } from './query-keys';

export class DirectorAccessRefused extends Error {
  override readonly name = 'TrainerAccessRefused';
}

/** Resolves to the trainer's stay id; rejects when the token is not a trainer's. */
export const checkDirectorAccess = async (signal?: AbortSignal): Promise<string> => {
  const answer = await apiFetch(coreRoutes.ping, { query: { role: 'formateur' }, signal });
  if (answer.role !== 'formateur' || !answer.stageId)
    throw new DirectorAccessRefused(messages.console.unauthorisedPing);
  return answer.stageId;
};

export const directorAccessOptions = () =>
  queryOptions({
    queryKey: directorKeys.access(),
    queryFn: ({ signal }) => checkDirectorAccess(signal),
    // Asked of the server at each visit of the trainer home.
    staleTime: 0,
  });
