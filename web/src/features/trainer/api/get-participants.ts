/** Every participant of the stay (the list is paged; a stay holds a few hundred at most). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../../../shared/routes/admin';
import { apiFetch } from '../../../lib/api-client';
import { trainerKeys } from './query-keys';

const PAGE_SIZE = '500';

export const getParticipants = async (stageId: string, signal?: AbortSignal) => {
  const page = (number: number) =>
    apiFetch(adminRoutes.listParticipants, {
      params: { stageId },
      query: { page: String(number), pageSize: PAGE_SIZE },
      signal,
    });
  const first = await page(1);
  const items = [...first.items];
  for (let number = 2; items.length < first.total; number += 1) {
    const next = await page(number);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return items;
};

export const participantsOptions = (stageId: string) =>
  queryOptions({
    queryKey: trainerKeys.participants(stageId),
    queryFn: ({ signal }) => getParticipants(stageId, signal),
  });

/** Read by the page once its loader has put the participants in the cache. */
export const useParticipants = (stageId: string) => useSuspenseQuery(participantsOptions(stageId));
