/** Every participant of the stay (the list is paged; a stay holds a few hundred at most). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { directorKeys } from './query-keys';

const PAGE_SIZE = '500';

export const getParticipants = async (stayId: string, signal?: AbortSignal) => {
  const page = (number: number, after: string | null) =>
    apiFetch(adminRoutes.listParticipants, {
      params: { stageId: stayId },
      query: { page: String(number), pageSize: PAGE_SIZE, ...(after ? { after } : {}) },
      signal,
    });
  // Each page starts where the one before ended, so a large stay reads no family twice.
  let next = await page(1, null);
  const items = [...next.items];
  for (let number = 2; next.next && next.items.length > 0; number += 1) {
    next = await page(number, next.next);
    items.push(...next.items);
  }
  return items;
};

export const participantsOptions = (stayId: string) =>
  queryOptions({
    queryKey: directorKeys.participants(stayId),
    queryFn: ({ signal }) => getParticipants(stayId, signal),
  });

/** Read by the page once its loader has put the participants in the cache. */
export const useParticipants = (stayId: string) => useSuspenseQuery(participantsOptions(stayId));
