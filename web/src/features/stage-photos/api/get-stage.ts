/** The stay's name and dates, for its family (or its trainers, or an administrator). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { stagePhotosKeys } from './query-keys';

export const getStage = (stageId: string, signal?: AbortSignal) =>
  apiFetch(coreRoutes.getStage, { params: { stageId }, auth: 'any', signal });

export const stageOptions = (stageId: string) =>
  queryOptions({
    queryKey: stagePhotosKeys.stage(stageId),
    queryFn: ({ signal }) => getStage(stageId, signal),
  });

/** Read by the page, which shows its frame while the stay is on its way. */
export const useStage = (stageId: string) => useQuery(stageOptions(stageId));
