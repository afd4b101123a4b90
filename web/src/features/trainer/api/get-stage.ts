/** The stay's name and dates, with the trainer's token. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { trainerKeys } from './query-keys';

export const getStage = (stageId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.getStage, { params: { stageId }, signal });

export const stageOptions = (stageId: string) =>
  queryOptions({ queryKey: trainerKeys.stage(stageId), queryFn: ({ signal }) => getStage(stageId, signal) });

/** Read by a page once its loader has put the stay in the cache. */
export const useStage = (stageId: string) => useSuspenseQuery(stageOptions(stageId));
