/**
 * The stays a trainer may sign in to, switched-off ones included (a trainer prepares or finishes a
 * stay families do not see): name and dates only.
 */

import { byStartDescending } from '#functions/domain/stay-order.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { StageSummary } from '#shared/schemas.js';

export interface ListTeamStaysDeps {
  readonly stages: Pick<StayRepository, 'list'>;
}

export const listTeamStays = async (deps: ListTeamStaysDeps): Promise<StageSummary[]> =>
  (await deps.stages.list()).sort(byStartDescending).map((stage) => ({
    id: stage.id,
    nom_stage: stage.nom_stage,
    date_debut: stage.date_debut,
    date_fin: stage.date_fin,
  }));
