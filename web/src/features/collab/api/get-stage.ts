/** The stay's name and dates, with the trainer's token (or an administrator's). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { collabKeys } from './query-keys';

export const getStage = (stageId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.getStage, { params: { stageId }, auth: 'any', signal });

export const stageOptions = (stageId: string) =>
  queryOptions({ queryKey: collabKeys.stage(stageId), queryFn: ({ signal }) => getStage(stageId, signal) });

/** Read by a page once its loader has put the stay in the cache. */
export const useStage = (stageId: string) => useSuspenseQuery(stageOptions(stageId));
