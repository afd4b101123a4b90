/** The names of the trainers' booklets. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getBooklets = (signal?: AbortSignal) =>
  apiFetch(adminRoutes.listBooklets, { auth: 'admin', signal });

export const bookletsOptions = () =>
  queryOptions({ queryKey: adminKeys.booklets(), queryFn: ({ signal }) => getBooklets(signal) });

export const useBooklets = () => useQuery(bookletsOptions());
