/** The stay's name and dates, read with the administrator token. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { photoAdminKeys } from './query-keys';

export const getStay = (stayId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.getStage, { params: { stageId: stayId }, auth: 'admin', signal });

export const stayOptions = (stayId: string) =>
  queryOptions({
    queryKey: photoAdminKeys.stay(stayId),
    queryFn: ({ signal }) => getStay(stayId, signal),
  });

/** Read by the page once its loader has put the stay in the cache. */
export const useStay = (stayId: string) => useSuspenseQuery(stayOptions(stayId));
