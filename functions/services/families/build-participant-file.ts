/**
 * participants-<séjour>.xlsx: a stay's families in the columns of the family import (Ref, Nom,
 * Prenom, Groupe, Sejour, Du, Au, MailRL, DroitImage), so that a sheet exported, corrected in a
 * spreadsheet and saved as CSV imports again. Text cells, values exactly as stored (text-workbook.ts);
 * the consent written as the import reads it: Oui, Non, or empty when not given.
 */

import { IMAGE_CONSENT_COLUMN, imageConsentOf } from '#functions/domain/image-consent.js';
import { byName } from '#functions/domain/people.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { TextWorkbooks } from '#functions/ports/text-workbook.js';
import type { WorkbookFile } from '#shared/admin-schemas.js';
import type { ImageConsent } from '#shared/image-consent.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';

export interface BuildParticipantFileDeps extends RequireStayDeps {
  readonly participants: Pick<ParticipantStore, 'listByStay'>;
  readonly textWorkbooks: TextWorkbooks;
}

const COLUMNS = [
  { header: 'Ref', width: 14 },
  { header: 'Nom', width: 22 },
  { header: 'Prenom', width: 18 },
  { header: 'Groupe', width: 16 },
  { header: 'Sejour', width: 32 },
  { header: 'Du', width: 12 },
  { header: 'Au', width: 12 },
  { header: 'MailRL', width: 32 },
  { header: IMAGE_CONSENT_COLUMN, width: 12 },
] as const;

const CONSENT_CELLS: Record<ImageConsent, string> = { oui: 'Oui', non: 'Non', inconnu: '' };

/** The import reads dates as JJ/MM/AAAA. */
const frenchDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** A name for the file that every system accepts: the stay's name without what a path forbids. */
const fileNameOf = (stayName: string): string =>
  `participants-${
    stayName
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'sejour'
  }.xlsx`;

export const buildParticipantFile = async (
  deps: BuildParticipantFileDeps,
  stayId: string,
): Promise<WorkbookFile> => {
  const stay = await requireStay(deps, stayId);
  const families = [...(await deps.participants.listByStay(stay.id))].sort(byName);
  const rows = families.map((family) => [
    family.ref ?? '',
    family.nom,
    family.prenom,
    family.groupe ?? '',
    stay.nom_stage,
    frenchDay(stay.date_debut),
    frenchDay(stay.date_fin),
    family.email,
    CONSENT_CELLS[imageConsentOf(family)],
  ]);
  const bytes = await deps.textWorkbooks.build('Participants', COLUMNS, rows);
  return {
    fileName: fileNameOf(stay.nom_stage),
    contentType: deps.textWorkbooks.contentType,
    base64: Buffer.from(bytes).toString('base64'),
  };
};
