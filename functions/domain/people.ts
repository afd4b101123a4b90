/** Participants, directors and administrators as stored, and the rules about them. Pure: no I/O. */
import * as z from 'zod';
import { directorCategorySchema } from '#shared/admin-schemas.js';
import { imageConsentSchema } from '#shared/image-consent.js';
import { parisDate } from '#shared/paris-date.js';
import type { StayRecord } from './stay.js';

/**
 * A participant (stagiaire): one family account on one stay. The stores parse every item they read
 * with these schemas, so a record that does not have this shape is refused rather than passed on.
 */
export const participantRecordSchema = z.object({
  id: z.string().min(1),
  stageId: z.string().min(1),
  nom: z.string(),
  prenom: z.string(),
  /** The legal representative's address (mailRL in forms and imports). */
  email: z.string(),
  /** The other columns of the family CSV that describe the family, when it came from an import. */
  ref: z.string().optional(),
  representant_legal: z.string().optional(),
  tel_rl: z.string().optional(),
  date_naissance: z.string().optional(),
  /** The child's group on the stay (Groupe column), shown next to a "non" to find the child. */
  groupe: z.string().optional(),
  /** Droit à l'image; absent = not said (see image-consent.ts). */
  droit_image: imageConsentSchema.optional(),
});
export type ParticipantRecord = Readonly<z.infer<typeof participantRecordSchema>>;

/** A director (formateur) on one stay; the same person on several stays has one record per stay. */
export const directorRecordSchema = z.object({
  id: z.string().min(1),
  stageId: z.string().min(1),
  nom: z.string(),
  prenom: z.string(),
  mail: z.string(),
  telephone: z.string(),
  cat: directorCategorySchema,
});
export type DirectorRecord = Readonly<z.infer<typeof directorRecordSchema>>;

/**
 * An administrator account: a username, a scrypt hash, and the version their tokens must carry (a
 * reset moves it on, which ends the sessions opened before).
 */
export const adminRecordSchema = z.object({
  username: z.string().min(1),
  password_hash: z.string(),
  created_at: z.string(),
  /** Absent on accounts made before versions existed: they count as version 1. */
  token_version: z.number().int().optional(),
});
export type AdminRecord = Readonly<z.infer<typeof adminRecordSchema>>;

export const adminTokenVersion = (admin: AdminRecord): number => admin.token_version ?? 1;

/**
 * The version an account's tokens carry once it is created or its password reset: past every
 * version it had, which ends the sessions opened before. A new account starts from the clock rather
 * than 1, so tokens of a deleted account of the same name stay refused.
 */
export const nextAdminTokenVersion = (existing: AdminRecord | undefined, now: Date): number =>
  Math.max(now.getTime(), existing ? adminTokenVersion(existing) + 1 : 0);

/** People lists read in French alphabetical order: family name, then first name. */
export const byName = (
  a: { readonly nom: string; readonly prenom: string },
  b: { readonly nom: string; readonly prenom: string },
): number => a.nom.localeCompare(b.nom, 'fr') || a.prenom.localeCompare(b.prenom, 'fr');

/** A name without case or accents, so that byte order reads as alphabetical order. */
const folded = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/giu, 'oe')
    .replace(/æ/giu, 'ae')
    .trim()
    .toLowerCase();

/**
 * Characters of each name the sort key keeps: an index's sort key holds at most 1,024 bytes, and two
 * names of 110 characters of 4 bytes each and an id stay under it.
 */
const ORDER_NAME_LENGTH = 110;

/**
 * The key a stay's families are sorted by in storage: family name, first name, then id so that two
 * homonyms keep a stable order. A tab sorts before every letter, so "Roy" comes before "Royer".
 */
export const nameOrder = (person: {
  readonly id: string;
  readonly nom: string;
  readonly prenom: string;
}): string => {
  const part = (name: string) => [...folded(name)].slice(0, ORDER_NAME_LENGTH).join('');
  return `${part(person.nom)}\t${part(person.prenom)}\t${person.id}`;
};

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
export const isAssignable = (stay: Pick<StayRecord, 'date_fin'>, now: Date): boolean =>
  stay.date_fin >= parisDate(now);
