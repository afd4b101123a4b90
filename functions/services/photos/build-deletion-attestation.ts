/**
 * The attestation of a stay's photo deletions, in xlsx: what an organisation shows a family or a
 * regulator as proof that the photos are gone. It reads only the deletion log, which outlives the
 * photos and the stay itself: a stay deleted is named by what the log kept of it. Every cell is text
 * (text-workbook.ts), so no name a trainer's phone gave a file can run as a formula.
 */

import type { PhotoDeletionRecord } from '#functions/domain/photo-deletion.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import type { TextWorkbooks } from '#functions/ports/text-workbook.js';
import type { WorkbookFile } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { parisDateTime } from '#shared/paris-date.js';
import { photoNameStem, stayNamePart } from '#shared/photo-file-name.js';
import { ServiceError } from '../service-error.js';

export interface BuildDeletionAttestationDeps {
  readonly photoDeletions: Pick<PhotoDeletionStore, 'listByStay' | 'getStay'>;
  readonly stays: Pick<StayStore, 'get'>;
  readonly textWorkbooks: TextWorkbooks;
  readonly clock: () => Date;
}

const COLUMN_WIDTHS = [18, 28, 22, 34, 30, 18, 14, 14, 20, 16, 30];

/** "08/07/2026" from an ISO date or instant, as French readers write a day. */
export const frenchDay = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');

/**
 * An entry as the attestation lists it, in the columns of its header; the photo named as families
 * knew it (day, time, stay) and as the trainer's phone named it.
 */
export const rowOf = (entry: PhotoDeletionRecord, stayName: string): string[] => {
  const t = messages.photoAdmin.deletionLog;
  return [
    parisDateTime(new Date(entry.deleted_at)),
    t.reasons[entry.reason],
    entry.reason === 'ttl' ? t.automatic : (entry.deleted_by ?? '—'),
    entry.taken_at ? photoNameStem(Math.floor(Date.parse(entry.taken_at) / 1000), stayName) : '—',
    entry.original_name ?? '—',
    entry.taken_at ? parisDateTime(new Date(entry.taken_at)) : '—',
    typeof entry.bytes === 'number' ? String(entry.bytes) : '—',
    String(entry.objects),
    entry.active_par ?? '—',
    entry.duree_diffusion ? frenchDay(entry.duree_diffusion) : '—',
    entry.photoId,
  ];
};

export const buildDeletionAttestation = async (
  deps: BuildDeletionAttestationDeps,
  stayId: string,
): Promise<WorkbookFile> => {
  const [entries, stay, gone] = await Promise.all([
    deps.photoDeletions.listByStay(stayId),
    deps.stays.get(stayId),
    deps.photoDeletions.getStay(stayId),
  ]);
  const named = stay ?? gone;
  if (!named) throw new ServiceError('not-found', messages.api.stayNotFound);
  const t = messages.backOffice.attestation;
  const width = t.header.length;
  const line = (text: string): string[] => [text, ...Array.from({ length: width - 1 }, () => '')];
  const bytes = entries.reduce((sum, entry) => sum + (entry.bytes ?? 0), 0);
  const files = entries.reduce((sum, entry) => sum + entry.objects, 0);
  // The sheet's first row is the title; the table of deletions comes under the summary.
  const rows = [
    line(t.stay(named.nom_stage, frenchDay(named.date_debut), frenchDay(named.date_fin))),
    ...(gone ? [line(t.stayGone(parisDateTime(new Date(gone.deleted_at)), gone.deleted_by ?? '—'))] : []),
    line(t.generated(parisDateTime(deps.clock()))),
    line(t.totals(entries.length, bytes, files)),
    line(''),
    t.header,
    ...entries.map((entry) => rowOf(entry, named.nom_stage)),
  ];
  const book = await deps.textWorkbooks.build(
    t.sheetName,
    COLUMN_WIDTHS.map((columnWidth, i) => ({ header: i === 0 ? t.title : '', width: columnWidth })),
    rows,
  );
  return {
    fileName: t.fileName(stayNamePart(named.nom_stage) || stayId),
    contentType: deps.textWorkbooks.contentType,
    base64: Buffer.from(book).toString('base64'),
  };
};
