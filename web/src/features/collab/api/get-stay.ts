/** The stay's name and dates, with the trainer's token (or an administrator's). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getStay = (stayId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.getStage, { params: { stageId: stayId }, auth: 'any', signal });

export const stayOptions = (stayId: string) =>
  queryOptions({ queryKey: collabKeys.stay(stayId), queryFn: ({ signal }) => getStay(stayId, signal) });

/** Read by a page once its loader has put the stay in the cache. */
export const useStay = (stayId: string) => useSuspenseQuery(stayOptions(stayId));
