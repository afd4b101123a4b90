/** The booklets every trainer reads, managed by the administrators. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getBooklets = (signal?: AbortSignal) =>
  apiFetch(collabRoutes.listBookletFiles, { auth: 'any', signal });

export const bookletsOptions = () =>
  queryOptions({ queryKey: collabKeys.booklets(), queryFn: ({ signal }) => getBooklets(signal) });

/** Read by the page once its loader has put the booklets in the cache. */
export const useBooklets = () => useSuspenseQuery(bookletsOptions());
