/** The files of one shared folder, each with an expiring link and how it may be previewed. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getFolderFiles = (folderName: string, signal?: AbortSignal) =>
  apiFetch(collabRoutes.listFolderFiles, { params: { folderName }, auth: 'any', signal });

export const folderFilesOptions = (folderName: string) =>
  queryOptions({
    queryKey: collabKeys.folderFiles(folderName),
    queryFn: ({ signal }) => getFolderFiles(folderName, signal),
  });

/** Read by the page once its loader has put the files in the cache. */
export const useFolderFiles = (folderName: string) => useSuspenseQuery(folderFilesOptions(folderName));
