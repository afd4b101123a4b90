/** A stay's name and dates, for its families, its trainers and the administrators. */
import type { StaySummary } from '#shared/schemas.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';

export const readStaySummary = async (deps: RequireStayDeps, stayId: string): Promise<StaySummary> => {
  const stay = await requireStay(deps, stayId);
  return { id: stay.id, nom_stage: stay.nom_stage, date_debut: stay.date_debut, date_fin: stay.date_fin };
};
