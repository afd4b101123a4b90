/** The stay's directors as contacts, in creation order. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { directorRoutes } from '#shared/routes/director';
import { apiFetch } from '#web/lib/api-client';
import { directorKeys } from './query-keys';

export const getContacts = (stayId: string, signal?: AbortSignal) =>
  apiFetch(directorRoutes.stageContacts, { params: { stageId: stayId }, signal });

export const contactsOptions = (stayId: string) =>
  queryOptions({
    queryKey: directorKeys.contacts(stayId),
    queryFn: ({ signal }) => getContacts(stayId, signal),
  });

/** Read by the page once its loader has put the contacts in the cache. */
export const useContacts = (stayId: string) => useSuspenseQuery(contactsOptions(stayId));
