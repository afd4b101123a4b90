/** The stay's name and dates, for its family (or its trainers, or an administrator). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { stayPhotosKeys } from './query-keys';

export const getStay = (stayId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.getStage, { params: { stageId: stayId }, auth: 'any', signal });

export const stayOptions = (stayId: string) =>
  queryOptions({
    queryKey: stayPhotosKeys.stay(stayId),
    queryFn: ({ signal }) => getStay(stayId, signal),
  });

/** Read by the page, which shows its frame while the stay is on its way. */
export const useStay = (stayId: string) => useQuery(stayOptions(stayId));
