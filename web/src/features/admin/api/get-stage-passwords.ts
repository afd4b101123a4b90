/** One stay's two passwords (the passwords panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getStagePasswords = async (stageId: string, signal?: AbortSignal) =>
  (await apiFetch(adminRoutes.stagePasswords, { params: { stageId }, auth: 'admin', signal }))[0] ?? null;

export const stagePasswordsOptions = (stageId: string) =>
  queryOptions({
    queryKey: adminKeys.stagePasswords(stageId),
    queryFn: ({ signal }) => getStagePasswords(stageId, signal),
  });

/** Nothing is asked until a stay is chosen. */
export const useStagePasswords = (stageId: string) =>
  useQuery({ ...stagePasswordsOptions(stageId), enabled: stageId !== '' });
