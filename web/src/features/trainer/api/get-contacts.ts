/** The stay's directors as contacts, in creation order. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { trainerKeys } from './query-keys';

export const getContacts = (stageId: string, signal?: AbortSignal) =>
  apiFetch(apiRoutes.stageContacts, { params: { stageId }, signal });

export const contactsOptions = (stageId: string) =>
  queryOptions({
    queryKey: trainerKeys.contacts(stageId),
    queryFn: ({ signal }) => getContacts(stageId, signal),
  });

/** Read by the page once its loader has put the contacts in the cache. */
export const useContacts = (stageId: string) => useSuspenseQuery(contactsOptions(stageId));
