/** Evaluation reports of a stay: its trainees, one trainee's report, and saving it. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { EvaluationTrainee, Rapport } from '../../../../../shared/collab-schemas';
import type { StageSummary } from '../../../../../shared/schemas';
import { apiFetch, isApiError } from '../../../lib/api-client';

export const getEvaluationStay = async (
  stageId: string,
  signal?: AbortSignal,
): Promise<{ stage: StageSummary; trainees: EvaluationTrainee[] }> => {
  const params = { stageId };
  const [stage, trainees] = await Promise.all([
    apiFetch(apiRoutes.getStage, { params, auth: 'any', signal }),
    apiFetch(apiRoutes.listEvaluationTrainees, { params, auth: 'any', signal }),
  ]);
  return { stage, trainees };
};

/** The saved report, or null when there is none yet. */
export const getReport = async (stageId: string, label: string): Promise<Rapport | null> => {
  try {
    return await apiFetch(apiRoutes.getReport, { params: { stageId, label }, auth: 'any' });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const saveReport = (report: {
  stageId: string;
  nom: string;
  nomStage: string;
  miStage: string;
  finStage: string;
  version: number;
}) => apiFetch(apiRoutes.saveReport, { body: report, auth: 'any' });
