/** The mail log, 25 entries at a time, newest first; each page after the first starts at a cursor. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getMailLog = (cursor: string | null, signal?: AbortSignal) =>
  apiFetch(adminRoutes.listMailLog, {
    query: { limit: '25', ...(cursor ? { cursor } : {}) },
    auth: 'admin',
    signal,
  });

export const mailLogOptions = (cursor: string | null) =>
  queryOptions({
    queryKey: adminKeys.mailLogPage(cursor),
    queryFn: ({ signal }) => getMailLog(cursor, signal),
    // Mails change state (queued, sent, failed) while the panel is open.
    staleTime: 0,
  });

/** Another page keeps the last one shown until it comes. */
export const useMailLog = (cursor: string | null) =>
  useQuery({ ...mailLogOptions(cursor), placeholderData: keepPreviousData });
