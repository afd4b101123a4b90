/** The trainers' question board: questions with their replies. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getComments = (signal?: AbortSignal) =>
  apiFetch(collabRoutes.listComments, { auth: 'any', signal });

export const commentsOptions = () =>
  queryOptions({ queryKey: collabKeys.comments(), queryFn: ({ signal }) => getComments(signal) });

/** Read by the page once its loader has put the board in the cache. */
export const useComments = () => useSuspenseQuery(commentsOptions());
