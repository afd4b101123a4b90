/** The stays a director can still be given (not over yet). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getAssignableStays = (signal?: AbortSignal) =>
  apiFetch(adminRoutes.assignableStages, { auth: 'admin', signal });

export const assignableStaysOptions = () =>
  queryOptions({
    queryKey: adminKeys.assignableStays(),
    queryFn: ({ signal }) => getAssignableStays(signal),
  });

export const useAssignableStays = () => useQuery(assignableStaysOptions());
