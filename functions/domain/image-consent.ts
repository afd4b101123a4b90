/**
 * Droit à l'image: reading the spreadsheet cell, and who must not appear in published photos.
 * Pure: no I/O.
 */
import type { ImageConsent, ImageRefusal } from '#shared/image-consent.js';
import { byName, type ParticipantRecord } from './people.js';

/**
 * The import column, under its documented name or as a sheet typed by hand names it; headers match
 * without case, accents, spaces or apostrophes ("droit a l image" is the second one).
 */
export const IMAGE_CONSENT_COLUMN = 'DroitImage';
export const IMAGE_CONSENT_HEADERS = [IMAGE_CONSENT_COLUMN, "Droit à l'image"] as const;

/**
 * The spellings a French spreadsheet gives, folded (case, accents, spaces, punctuation): Excel's
 * "Oui"/"OUI"/"O", a checkbox export's "VRAI"/"1", and their negatives. "O" and "N" are accepted
 * because a one-letter column is common in camp registration sheets and cannot mean anything else here.
 */
const SPELLINGS: Record<string, ImageConsent> = {
  '': 'inconnu',
  oui: 'oui',
  o: 'oui',
  yes: 'oui',
  vrai: 'oui',
  '1': 'oui',
  autorise: 'oui',
  non: 'non',
  n: 'non',
  no: 'non',
  faux: 'non',
  '0': 'non',
  refuse: 'non',
  nonrenseigne: 'inconnu',
};

const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The consent a cell states, or undefined when the cell says something else. */
export const parseImageConsent = (cell: string): ImageConsent | undefined => SPELLINGS[fold(cell)];

/** A stored record without the field (imported before it existed, added by hand) has not said. */
export const imageConsentOf = (participant: Pick<ParticipantRecord, 'droit_image'>): ImageConsent =>
  participant.droit_image ?? 'inconnu';

/** The children marked "non", by name, with their group so a person can look for them. */
export const imageRefusals = (participants: readonly ParticipantRecord[]): ImageRefusal[] =>
  participants
    .filter((participant) => imageConsentOf(participant) === 'non')
    .sort(byName)
    .map(({ id, nom, prenom, groupe }) => ({ id, nom, prenom, groupe: groupe ?? '' }));

/**
 * A validation of a stay with at least one "non" needs the approver's word that they looked for
 * those children in the photos; any other validation needs nothing more.
 */
export const consentCheckMissing = (
  participants: readonly ParticipantRecord[],
  confirmed: boolean | undefined,
): boolean => confirmed !== true && participants.some((participant) => imageConsentOf(participant) === 'non');
