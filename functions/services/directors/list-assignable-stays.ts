/** The stays a director can be attached to: those not ended before today, latest first. */

import { isAssignable } from '#functions/domain/people.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { StayName } from '#shared/admin-schemas.js';

export interface ListAssignableStaysDeps {
  readonly stays: { list(): Promise<StayRecord[]> };
  readonly clock: () => Date;
}

export const listAssignableStays = async (deps: ListAssignableStaysDeps): Promise<StayName[]> => {
  const now = deps.clock();
  return (await deps.stays.list())
    .filter((stay) => isAssignable(stay, now))
    .sort(byStartDescending)
    .map((s) => ({
      id: s.id,
      nomStage: s.nom_stage,
      dateDebut: s.date_debut,
      dateFin: s.date_fin,
      actif: s.actif,
    }));
};
