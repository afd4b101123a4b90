/**
 * The stays that have families, latest first, each with its number of families. The stays are read
 * by key and carry their count; a stay whose families were never counted (or whose record was saved
 * since) is counted once here, and keeps its count.
 */

import type { StayRecord } from '#functions/domain/stay.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { UniqueStay } from '#shared/admin-schemas.js';
import { type RecountFamiliesDeps, recountFamilies } from './recount-families.js';

export interface ListStaysWithFamiliesDeps extends RecountFamiliesDeps {
  readonly stays: RecountFamiliesDeps['stays'] & { list(): Promise<StayRecord[]> };
}

export const listStaysWithFamilies = async (deps: ListStaysWithFamiliesDeps): Promise<UniqueStay[]> => {
  let stays = await deps.stays.list();
  const uncounted = stays.filter((stay) => stay.familles === undefined).map((stay) => stay.id);
  if (uncounted.length > 0) {
    await recountFamilies(deps, uncounted);
    stays = await deps.stays.list();
  }
  return stays
    .filter((stay) => (stay.familles ?? 0) > 0)
    .sort(byStartDescending)
    .map((stay) => ({
      stageId: stay.id,
      nomSejour: stay.nom_stage,
      dateDebut: stay.date_debut,
      dateFin: stay.date_fin,
      count: stay.familles ?? 0,
    }));
};
