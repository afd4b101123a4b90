/**
 * The attestation of a whole season's photo deletions, in xlsx: for each stay of the season, those
 * still there and those deleted since, what went, then every deleted photo under its stay's name. It
 * reads the stays by key and the deletion log, which keeps each deleted stay under its season, so the
 * attestation can be downloaded at any time after the season's stays are gone.
 */

import type { PhotoDeletionRecord } from '#functions/domain/photo-deletion.js';
import { byStartDescending } from '#functions/domain/stay-order.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import type { TextWorkbooks } from '#functions/ports/text-workbook.js';
import type { WorkbookFile } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { parisDateTime } from '#shared/paris-date.js';
import { stayNamePart } from '#shared/photo-file-name.js';
import { seasonOf, seasonOfKey } from '#shared/season.js';
import { ServiceError } from '../service-error.js';
import { frenchDay, rowOf } from './build-deletion-attestation.js';

export interface BuildSeasonAttestationDeps {
  readonly photoDeletions: Pick<PhotoDeletionStore, 'listByStay' | 'listDeletedStaysOfSeason'>;
  readonly stays: Pick<StayStore, 'list'>;
  readonly textWorkbooks: TextWorkbooks;
  readonly clock: () => Date;
}

const COLUMN_WIDTHS = [30, 18, 28, 22, 34, 30, 18, 14, 14, 20, 16, 30];

interface SeasonStay {
  readonly stageId: string;
  readonly nom_stage: string;
  readonly date_debut: string;
  readonly date_fin: string;
  /** What became of it: deleted (when, by whom), closed, or open. */
  readonly state: string;
}

const sumOf = (entries: readonly PhotoDeletionRecord[]) => ({
  photos: entries.length,
  bytes: entries.reduce((sum, entry) => sum + (entry.bytes ?? 0), 0),
  files: entries.reduce((sum, entry) => sum + entry.objects, 0),
});

export const buildSeasonAttestation = async (
  deps: BuildSeasonAttestationDeps,
  seasonKey: string,
): Promise<WorkbookFile> => {
  const season = seasonOfKey(seasonKey);
  if (!season) throw new ServiceError('invalid', messages.backOffice.seasons.unknown);
  const t = messages.backOffice.attestation;
  const [stays, deleted] = await Promise.all([
    deps.stays.list(),
    deps.photoDeletions.listDeletedStaysOfSeason(season.key),
  ]);
  const members: SeasonStay[] = [
    ...stays
      .filter((stay) => seasonOf(stay.date_debut).key === season.key)
      .map((stay) => ({
        stageId: stay.id,
        nom_stage: stay.nom_stage,
        date_debut: stay.date_debut,
        date_fin: stay.date_fin,
        state: stay.cloture_le ? t.stayClosed(parisDateTime(new Date(stay.cloture_le))) : t.stayOpen,
      })),
    ...deleted.map((stay) => ({
      ...stay,
      state: t.stayGone(parisDateTime(new Date(stay.deleted_at)), stay.deleted_by ?? '—'),
    })),
  ].sort(byStartDescending);
  const logs = await Promise.all(members.map((stay) => deps.photoDeletions.listByStay(stay.stageId)));
  const width = COLUMN_WIDTHS.length;
  const line = (text: string): string[] => [text, ...Array.from({ length: width - 1 }, () => '')];
  const padded = (cells: readonly string[]): string[] => [
    ...cells,
    ...Array.from({ length: width - cells.length }, () => ''),
  ];
  const total = sumOf(logs.flat());
  const rows = [
    line(t.season(season.label, members.length)),
    line(t.generated(parisDateTime(deps.clock()))),
    line(t.totals(total.photos, total.bytes, total.files)),
    line(''),
    padded(t.seasonStaysHeader),
    ...members.map((stay, i) => {
      const sum = sumOf(logs[i] ?? []);
      return padded([
        stay.nom_stage,
        frenchDay(stay.date_debut),
        frenchDay(stay.date_fin),
        stay.state,
        String(sum.photos),
        String(sum.bytes),
        String(sum.files),
      ]);
    }),
    line(''),
    [t.stayColumn, ...t.header],
    ...members.flatMap((stay, i) =>
      (logs[i] ?? []).map((entry) => [stay.nom_stage, ...rowOf(entry, stay.nom_stage)]),
    ),
  ];
  const book = await deps.textWorkbooks.build(
    t.sheetName,
    COLUMN_WIDTHS.map((columnWidth, i) => ({ header: i === 0 ? t.title : '', width: columnWidth })),
    rows,
  );
  return {
    fileName: t.seasonFileName(stayNamePart(season.label)),
    contentType: deps.textWorkbooks.contentType,
    base64: Buffer.from(book).toString('base64'),
  };
};
