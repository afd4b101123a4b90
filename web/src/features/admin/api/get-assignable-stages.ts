/** The stays a director can still be given (not over yet). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getAssignableStages = (signal?: AbortSignal) =>
  apiFetch(adminRoutes.assignableStages, { auth: 'admin', signal });

export const assignableStagesOptions = () =>
  queryOptions({
    queryKey: adminKeys.assignableStages(),
    queryFn: ({ signal }) => getAssignableStages(signal),
  });

export const useAssignableStages = () => useQuery(assignableStagesOptions());
