/** One stay's families, a page at a time (the families panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const PARTICIPANTS_PAGE_SIZE = 100;

/** `after`: the `next` of the page before, so the server starts there instead of counting pages. */
export const getParticipants = (stageId: string, page: number, after: string | null, signal?: AbortSignal) =>
  apiFetch(adminRoutes.listParticipants, {
    params: { stageId },
    query: {
      page: String(page),
      pageSize: String(PARTICIPANTS_PAGE_SIZE),
      ...(after ? { after } : {}),
    },
    auth: 'admin',
    signal,
  });

export const participantsOptions = (stageId: string, page: number, after: string | null) =>
  queryOptions({
    queryKey: adminKeys.participants(stageId, page),
    queryFn: ({ signal }) => getParticipants(stageId, page, after, signal),
  });

/** Nothing is asked until a stay is chosen; another page keeps the last one shown until it comes. */
export const useParticipants = (stageId: string, page: number, after: string | null) =>
  useQuery({
    ...participantsOptions(stageId, page, after),
    enabled: stageId !== '',
    placeholderData: (previous, query) => (query?.queryKey[2] === stageId ? previous : undefined),
  });
