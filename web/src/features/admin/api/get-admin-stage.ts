/** One stay in full, passwords and attachments included (/stage-modify). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getAdminStage = (stageId: string, signal?: AbortSignal) =>
  apiFetch(adminRoutes.getAdminStage, { params: { stageId }, auth: 'admin', signal });

export const adminStageOptions = (stageId: string) =>
  queryOptions({
    queryKey: adminKeys.stage(stageId),
    queryFn: ({ signal }) => getAdminStage(stageId, signal),
  });

/** Read by the page once its loader has put the stay in the cache. */
export const useAdminStage = (stageId: string) => useSuspenseQuery(adminStageOptions(stageId));
