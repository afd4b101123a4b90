/** The documents attached to a stay when it was created. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collabRoutes } from '#shared/routes/collab';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getStageDocuments = (stageId: string, signal?: AbortSignal) =>
  apiFetch(collabRoutes.listStageDocuments, { params: { stageId }, auth: 'any', signal });

export const stageDocumentsOptions = (stageId: string) =>
  queryOptions({
    queryKey: collabKeys.stageDocuments(stageId),
    queryFn: ({ signal }) => getStageDocuments(stageId, signal),
  });

/** Read by the page once its loader has put the documents in the cache. */
export const useStageDocuments = (stageId: string) => useSuspenseQuery(stageDocumentsOptions(stageId));
