/** Every stay, active or not (an administrator's token sees them all). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api-routes';
import { apiFetch } from '../../../lib/api-client';
import { collabAdminKeys } from './query-keys';

export const getAllStages = (signal?: AbortSignal) =>
  apiFetch(apiRoutes.listStages, { auth: 'admin', signal });

export const allStagesOptions = () =>
  queryOptions({ queryKey: collabAdminKeys.stages(), queryFn: ({ signal }) => getAllStages(signal) });

export const useAllStages = () => useQuery(allStagesOptions());
