/** Participants and directors as stored (spec 001 §3). Pure: no I/O. */
import type { DirectorCategory } from '../../shared/admin-schemas.js';
import { parisDate } from '../../shared/paris-date.js';
import type { StageRecord } from './stage.js';

export interface ParticipantRecord {
  readonly id: string;
  readonly stageId: string;
  readonly nom: string;
  readonly prenom: string;
  /** The legal representative's address (mailRL in forms and imports). */
  readonly email: string;
  /** The other columns of the family CSV that describe the family, when it came from an import. */
  readonly ref?: string;
  readonly representant_legal?: string;
  readonly tel_rl?: string;
  readonly date_naissance?: string;
}

export interface DirectorRecord {
  readonly id: string;
  readonly stageId: string;
  readonly nom: string;
  readonly prenom: string;
  readonly mail: string;
  readonly telephone: string;
  readonly cat: DirectorCategory;
}

/** Addresses compare without case or surrounding spaces. */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Splits a recipient field (addresses separated by semicolons, or commas), without duplicates. */
export const splitRecipients = (field: string): string[] => {
  const seen = new Map<string, string>();
  for (const part of field.split(/[;,\n]/)) {
    const address = part.trim();
    if (address && !seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  }
  return [...seen.values()];
};

/** One page of a list sorted by the caller. */
export const pageOfItems = <T>(items: readonly T[], page: number, pageSize: number) => ({
  items: items.slice((page - 1) * pageSize, page * pageSize),
  page,
  pageSize,
  total: items.length,
});

/**
 * The old version hid stays starting in 2024; the rule behind it is "past seasons": a stay that
 * ended before today (Paris time) can no longer take a director, and is left alone by assignments.
 */
export const isAssignable = (stage: Pick<StageRecord, 'date_fin'>, now: Date): boolean =>
  stage.date_fin >= parisDate(now);
