/** The stays that have families, with their count (the panel that deletes a stay's families). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '#shared/routes/admin';
import { apiFetch } from '#web/lib/api-client';
import { adminKeys } from './query-keys';

export const getUniqueStays = (signal?: AbortSignal) =>
  apiFetch(adminRoutes.uniqueSejours, { auth: 'admin', signal });

export const uniqueStaysOptions = () =>
  queryOptions({ queryKey: adminKeys.uniqueStays(), queryFn: ({ signal }) => getUniqueStays(signal) });

export const useUniqueStays = () => useQuery(uniqueStaysOptions());
