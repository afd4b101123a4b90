/**
 * The name and dates of the stay a sign-in is for, so the family or trainer sees which stay's password
 * is asked. Read from the team's list, which names switched-off stays too (a trainer may sign in to
 * one). Best effort: null when the stay is not listed or the call fails.
 */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { StageSummary } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export type StayLabel = Pick<StageSummary, 'nom_stage' | 'date_debut' | 'date_fin'>;

export const getStayLabel = async (stageId: string, signal?: AbortSignal): Promise<StayLabel | null> => {
  try {
    const stages = await apiFetch(apiRoutes.listTeamStages, { auth: 'none', signal });
    return stages.find((stage) => stage.id === stageId) ?? null;
  } catch {
    return null;
  }
};
