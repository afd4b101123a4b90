/** The trainers' question board: questions with their replies. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { collabKeys } from './query-keys';

export const getComments = (signal?: AbortSignal) =>
  apiFetch(apiRoutes.listComments, { auth: 'any', signal });

export const commentsOptions = () =>
  queryOptions({ queryKey: collabKeys.comments(), queryFn: ({ signal }) => getComments(signal) });

/** Read by the page once its loader has put the board in the cache. */
export const useComments = () => useSuspenseQuery(commentsOptions());
