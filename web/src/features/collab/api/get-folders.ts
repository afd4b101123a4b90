/** The shared document folders. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getFolders = (signal?: AbortSignal) =>
  apiFetch(collabRoutes.listFolders, { auth: 'any', signal });

export const foldersOptions = () =>
  queryOptions({ queryKey: collabKeys.folders(), queryFn: ({ signal }) => getFolders(signal) });

/** Read by the page once its loader has put the folders in the cache. */
export const useFolders = () => useSuspenseQuery(foldersOptions());
