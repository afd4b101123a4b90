/**
 * The back-office's seasons: every stay, read by key from the stays index, grouped by the season of
 * its start date, the latest season first and, in a season, the latest stay first; with the stays
 * deleted since, which the deletion log keeps by season, so that a season whose stays are all gone
 * still gives its attestation. The photos a stay holds are counted apart, stay by stay
 * (GET /stage/{id}/counts), so that this list stays a few reads whatever the seasons hold.
 */

import type { DeletedStay } from '#functions/domain/photo-deletion.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import { seasonOf, seasonOfKey } from '#shared/season.js';
import type { SeasonView } from '#shared/season-schemas.js';

export interface ListSeasonsDeps {
  readonly stays: Pick<StayRepository, 'list'>;
  readonly photoDeletions: Pick<
    PhotoDeletionStore,
    'listSeasonsWithDeletedStays' | 'listDeletedStaysOfSeason'
  >;
}

const viewOf = (stay: StayRecord): SeasonView['stays'][number] => ({
  id: stay.id,
  nomStage: stay.nom_stage,
  ville: stay.ville,
  dateDebut: stay.date_debut,
  dateFin: stay.date_fin,
  actif: stay.actif,
  clotureLe: stay.cloture_le ?? null,
  familles: stay.familles ?? null,
});

const deletedViewOf = (stay: DeletedStay): SeasonView['deletedStays'][number] => ({
  id: stay.stageId,
  nomStage: stay.nom_stage,
  dateDebut: stay.date_debut,
  dateFin: stay.date_fin,
  deletedAt: stay.deleted_at,
});

export const listSeasons = async (deps: ListSeasonsDeps): Promise<SeasonView[]> => {
  const [stays, deletedSeasons] = await Promise.all([
    deps.stays.list(),
    deps.photoDeletions.listSeasonsWithDeletedStays(),
  ]);
  const seasons = new Map<string, SeasonView>();
  const seasonNamed = (key: string, label: string): SeasonView => {
    const season = seasons.get(key) ?? { key, label, stays: [], deletedStays: [] };
    seasons.set(key, season);
    return season;
  };
  for (const stay of stays.sort(byStartDescending)) {
    const { key, label } = seasonOf(stay.date_debut);
    seasonNamed(key, label).stays.push(viewOf(stay));
  }
  await Promise.all(
    deletedSeasons.map(async (key) => {
      const season = seasonOfKey(key);
      if (!season) return;
      const deleted = await deps.photoDeletions.listDeletedStaysOfSeason(key);
      seasonNamed(season.key, season.label).deletedStays.push(
        ...deleted.sort(byStartDescending).map(deletedViewOf),
      );
    }),
  );
  return [...seasons.values()].sort((a, b) => b.key.localeCompare(a.key));
};
