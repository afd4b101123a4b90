/** The documents attached to a stay when it was created. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getStayDocuments = (stayId: string, signal?: AbortSignal) =>
  apiFetch(collabRoutes.listStageDocuments, { params: { stageId: stayId }, auth: 'any', signal });

export const stayDocumentsOptions = (stayId: string) =>
  queryOptions({
    queryKey: collabKeys.stayDocuments(stayId),
    queryFn: ({ signal }) => getStayDocuments(stayId, signal),
  });

/** Read by the page once its loader has put the documents in the cache. */
export const useStayDocuments = (stayId: string) => useSuspenseQuery(stayDocumentsOptions(stayId));
