/**
 * The name and dates of the stay a sign-in is for, read from the public list of stays, so the family
 * sees which stay's password is asked. Best effort: null when the stay is not listed or the call fails.
 */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { PublicStage } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export type StayLabel = Pick<PublicStage, 'nom_stage' | 'date_debut' | 'date_fin'>;

export const getStayLabel = async (stageId: string, signal?: AbortSignal): Promise<StayLabel | null> => {
  try {
    const stages = await apiFetch(apiRoutes.listStages, { auth: 'none', signal });
    return stages.find((stage) => stage.id === stageId && stage.actif === 1) ?? null;
  } catch {
    return null;
  }
};
