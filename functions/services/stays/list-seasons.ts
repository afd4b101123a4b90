/**
 * The back-office's seasons: every stay, read by key from the stays index, grouped by the season of
 * its start date, the latest season first and, in a season, the latest stay first. The photos a stay
 * holds are counted apart, stay by stay (GET /stage/{id}/counts), so that this list stays one read
 * of the stays whatever the season holds.
 */

import { seasonOf } from '../../../shared/season.js';
import type { SeasonView } from '../../../shared/season-schemas.js';
import type { StageRepository } from '../../adapters/stores/stays.js';
import type { StageRecord } from '../../domain/stage.js';
import { byStartDescending } from '../../domain/stay-order.js';

export interface ListSeasonsDeps {
  readonly stages: Pick<StageRepository, 'list'>;
}

const viewOf = (stage: StageRecord): SeasonView['stays'][number] => ({
  id: stage.id,
  nomStage: stage.nom_stage,
  ville: stage.ville,
  dateDebut: stage.date_debut,
  dateFin: stage.date_fin,
  actif: stage.actif,
  clotureLe: stage.cloture_le ?? null,
  familles: stage.familles ?? null,
});

export const listSeasons = async (deps: ListSeasonsDeps): Promise<SeasonView[]> => {
  const seasons = new Map<string, SeasonView>();
  for (const stage of (await deps.stages.list()).sort(byStartDescending)) {
    const { key, label } = seasonOf(stage.date_debut);
    const season = seasons.get(key) ?? { key, label, stays: [] };
    season.stays.push(viewOf(stage));
    seasons.set(key, season);
  }
  return [...seasons.values()].sort((a, b) => b.key.localeCompare(a.key));
};
