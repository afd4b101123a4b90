/**
 * The stays a trainer may sign in to, switched-off ones included (a trainer prepares or finishes a
 * stay families do not see): name and dates only.
 */

import { byStartDescending } from '#functions/domain/stay-order.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { StaySummary } from '#shared/schemas.js';

export interface ListTeamStaysDeps {
  readonly stays: Pick<StayRepository, 'list'>;
}

export const listTeamStays = async (deps: ListTeamStaysDeps): Promise<StaySummary[]> =>
  (await deps.stays.list()).sort(byStartDescending).map((stay) => ({
    id: stay.id,
    nom_stage: stay.nom_stage,
    date_debut: stay.date_debut,
    date_fin: stay.date_fin,
  }));
