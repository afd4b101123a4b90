/** Every director as a person, with the stays they are attached to (the assignment panel). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getDirectors = async (signal?: AbortSignal) =>
  (await apiFetch(adminRoutes.listDirectors, { query: { pageSize: '500' }, auth: 'admin', signal })).items;

export const directorsOptions = () =>
  queryOptions({ queryKey: adminKeys.directors(), queryFn: ({ signal }) => getDirectors(signal) });

export const useDirectors = () => useQuery(directorsOptions());
