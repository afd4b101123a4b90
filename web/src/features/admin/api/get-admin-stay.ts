/** One stay in full, passwords and attachments included (/stage-modify). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getAdminStay = (stayId: string, signal?: AbortSignal) =>
  apiFetch(adminRoutes.getAdminStage, { params: { stageId: stayId }, auth: 'admin', signal });

export const adminStayOptions = (stayId: string) =>
  queryOptions({
    queryKey: adminKeys.stay(stayId),
    queryFn: ({ signal }) => getAdminStay(stayId, signal),
  });

/** Read by the page once its loader has put the stay in the cache. */
export const useAdminStay = (stayId: string) => useSuspenseQuery(adminStayOptions(stayId));
