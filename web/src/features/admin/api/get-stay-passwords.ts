/** One stay's two passwords (the passwords panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getStayPasswords = async (stayId: string, signal?: AbortSignal) =>
  (await apiFetch(adminRoutes.stagePasswords, { params: { stageId: stayId }, auth: 'admin', signal }))[0] ??
  null;

export const stayPasswordsOptions = (stayId: string) =>
  queryOptions({
    queryKey: adminKeys.stayPasswords(stayId),
    queryFn: ({ signal }) => getStayPasswords(stayId, signal),
  });

/** Nothing is asked until a stay is chosen. */
export const useStayPasswords = (stayId: string) =>
  useQuery({ ...stayPasswordsOptions(stayId), enabled: stayId !== '' });
