/** Every stay, active or not (an administrator's token sees them all). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import { apiFetch } from '#web/lib/api-client';
import { collabAdminKeys } from './query-keys';

export const getAllStays = (signal?: AbortSignal) =>
  apiFetch(coreRoutes.listStages, { auth: 'admin', signal });

export const allStaysOptions = () =>
  queryOptions({ queryKey: collabAdminKeys.stays(), queryFn: ({ signal }) => getAllStays(signal) });

export const useAllStays = () => useQuery(allStaysOptions());
