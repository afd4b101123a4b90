/**
 * The stays of /stages (spec 000 §4): the status update runs first (no auth; its failure does not
 * stop the list), then the list, of which only the active stays are shown.
 */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { PublicStage } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export const getPublicStages = async (signal?: AbortSignal): Promise<PublicStage[]> => {
  try {
    await apiFetch(apiRoutes.updateStageStatus, { auth: 'none', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('update-stage-status', error);
  }
  const stages = await apiFetch(apiRoutes.listStages, { auth: 'none', signal });
  return stages.filter((stage) => stage.actif === 1);
};
