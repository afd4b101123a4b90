/** One stay's families, a page at a time (the families panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const PARTICIPANTS_PAGE_SIZE = 100;

/** `after`: the `next` of the page before, so the server starts there instead of counting pages. */
export const getParticipants = (stayId: string, page: number, after: string | null, signal?: AbortSignal) =>
  apiFetch(adminRoutes.listParticipants, {
    params: { stageId: stayId },
    query: {
      page: String(page),
      pageSize: String(PARTICIPANTS_PAGE_SIZE),
      ...(after ? { after } : {}),
    },
    auth: 'admin',
    signal,
  });

export const participantsOptions = (stayId: string, page: number, after: string | null) =>
  queryOptions({
    queryKey: adminKeys.participants(stayId, page),
    queryFn: ({ signal }) => getParticipants(stayId, page, after, signal),
  });

/** Nothing is asked until a stay is chosen; another page keeps the last one shown until it comes. */
export const useParticipants = (stayId: string, page: number, after: string | null) =>
  useQuery({
    ...participantsOptions(stayId, page, after),
    enabled: stayId !== '',
    placeholderData: (previous, query) => (query?.queryKey[2] === stayId ? previous : undefined),
  });
