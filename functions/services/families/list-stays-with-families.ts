/**
 * The stays that have families, latest first, each with its number of families. The stays are read
 * by key and carry their count; a stay whose families were never counted (or whose record was saved
 * since) is counted once here, and keeps its count.
 */

import type { StayRecord } from '#functions/domain/stage.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { UniqueSejour } from '#shared/admin-schemas.js';
import { type RecountFamiliesDeps, recountFamilies } from './recount-families.js';

export interface ListStaysWithFamiliesDeps extends RecountFamiliesDeps {
  readonly stages: RecountFamiliesDeps['stages'] & { list(): Promise<StayRecord[]> };
}

export const listStaysWithFamilies = async (deps: ListStaysWithFamiliesDeps): Promise<UniqueSejour[]> => {
  let stays = await deps.stages.list();
  const uncounted = stays.filter((stage) => stage.familles === undefined).map((stage) => stage.id);
  if (uncounted.length > 0) {
    await recountFamilies(deps, uncounted);
    stays = await deps.stages.list();
  }
  return stays
    .filter((stage) => (stage.familles ?? 0) > 0)
    .sort(byStartDescending)
    .map((stage) => ({
      stageId: stage.id,
      nomSejour: stage.nom_stage,
      dateDebut: stage.date_debut,
      dateFin: stage.date_fin,
      count: stage.familles ?? 0,
    }));
};
