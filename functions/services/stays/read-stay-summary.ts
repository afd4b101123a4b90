/** A stay's name and dates, for its families, its trainers and the administrators. */
import type { StageSummary } from '#shared/schemas.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';

export const readStaySummary = async (deps: RequireStayDeps, stageId: string): Promise<StageSummary> => {
  const stage = await requireStay(deps, stageId);
  return { id: stage.id, nom_stage: stage.nom_stage, date_debut: stage.date_debut, date_fin: stage.date_fin };
};
