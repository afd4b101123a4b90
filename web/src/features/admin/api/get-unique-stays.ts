/** The stays that have families, with their count (the panel that deletes a stay's families). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const getUniqueStays = (signal?: AbortSignal) =>
  apiFetch(apiRoutes.uniqueSejours, { auth: 'admin', signal });

export const uniqueStaysOptions = () =>
  queryOptions({ queryKey: adminKeys.uniqueStays(), queryFn: ({ signal }) => getUniqueStays(signal) });

export const useUniqueStays = () => useQuery(uniqueStaysOptions());
