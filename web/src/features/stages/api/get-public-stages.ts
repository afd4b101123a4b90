/**
 * The stays of /stages: the status update runs first (no auth; its failure does not stop the list),
 * then the list, of which only the active stays are shown.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { coreRoutes } from '#shared/routes/core';
import type { PublicStage } from '#shared/schemas';
import { apiFetch } from '#web/lib/api-client';
import { stagesKeys } from './query-keys';

export const getPublicStages = async (signal?: AbortSignal): Promise<PublicStage[]> => {
  try {
    await apiFetch(coreRoutes.updateStageStatus, { auth: 'none', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('update-stage-status', error);
  }
  const stages = await apiFetch(coreRoutes.listStages, { auth: 'none', signal });
  return stages.filter((stage) => stage.actif === 1);
};

export const publicStagesOptions = () =>
  queryOptions({ queryKey: stagesKeys.active(), queryFn: ({ signal }) => getPublicStages(signal) });

/** Read by the page once its loader has put the list in the cache. */
export const usePublicStages = () => useSuspenseQuery(publicStagesOptions());
