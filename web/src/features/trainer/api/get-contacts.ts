/** The stay's directors as contacts, in creation order. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { trainerRoutes } from '#shared/routes/trainer';
import { apiFetch } from '#web/lib/api-client';
import { trainerKeys } from './query-keys';

export const getContacts = (stageId: string, signal?: AbortSignal) =>
  apiFetch(trainerRoutes.stageContacts, { params: { stageId }, signal });

export const contactsOptions = (stageId: string) =>
  queryOptions({
    queryKey: trainerKeys.contacts(stageId),
    queryFn: ({ signal }) => getContacts(stageId, signal),
  });

/** Read by the page once its loader has put the contacts in the cache. */
export const useContacts = (stageId: string) => useSuspenseQuery(contactsOptions(stageId));
