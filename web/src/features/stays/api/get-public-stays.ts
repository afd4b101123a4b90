/**
 * The stays of /stages: the status update runs first (no auth; its failure does not stop the list),
 * then the list, of which only the active stays are shown.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import type { PublicStay } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { staysKeys } from './query-keys';

export const getPublicStays = async (signal?: AbortSignal): Promise<PublicStay[]> => {
  try {
    await apiFetch(coreRoutes.updateStageStatus, { auth: 'none', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('update-stage-status', error);
  }
  const stays = await apiFetch(coreRoutes.listStages, { auth: 'none', signal });
  return stays.filter((stay) => stay.actif === 1);
};

export const publicStaysOptions = () =>
  queryOptions({ queryKey: staysKeys.active(), queryFn: ({ signal }) => getPublicStays(signal) });

/** Read by the page once its loader has put the list in the cache. */
export const usePublicStays = () => useSuspenseQuery(publicStaysOptions());
