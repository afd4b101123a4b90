/** The stay's name and dates, read with the administrator token. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export const getStage = (stageId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.getStage, { params: { stageId }, auth: 'admin', signal });

export const stageOptions = (stageId: string) =>
  queryOptions({
    queryKey: photoAdminKeys.stage(stageId),
    queryFn: ({ signal }) => getStage(stageId, signal),
  });

/** Read by the page once its loader has put the stay in the cache. */
export const useStage = (stageId: string) => useSuspenseQuery(stageOptions(stageId));
