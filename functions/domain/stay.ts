/** A stay (séjour) record and its rules. Pure: no I/O. */
import * as z from 'zod';
import { STAY_ARCHIVE_AFTER_DAYS } from '#shared/limits.js';
import { parisDate } from '#shared/paris-date.js';
import type { StayRole } from '#shared/roles.js';

/**
 * A stay as the stays table holds it; the store checks every item it reads against this schema, so
 * a malformed item fails where it is read instead of somewhere downstream.
 */
export const stayRecordSchema = z
  .object({
    id: z.string().min(1),
    nom_stage: z.string(),
    ville: z.string(),
    cree_par: z.string(),
    actif: z.union([z.literal(0), z.literal(1)]),
    date_debut: z.string(),
    date_fin: z.string(),
    mdp_formateur: z.string(),
    mdp_stagiaire: z.string(),
    /** Stored key of the stay picture in the media bucket. */
    photo: z.string().optional(),
    /** Optional attachments: stored keys and the names the administrator gave them. */
    fichiers: z
      .array(z.object({ key: z.string(), name: z.string() }).readonly())
      .readonly()
      .optional(),
    /**
     * The version the tokens of both roles carry until a role has one of its own below: tokens
     * carrying another version are refused. Raising it ends every session of the stay.
     */
    token_version: z.number().int(),
    /**
     * Per role, bumped when that role's password changes: the family password ends the families'
     * sessions, not the trainers' (and the other way round). A role without one is at token_version.
     */
    role_token_versions: z
      .object({ stagiaire: z.number().int().optional(), formateur: z.number().int().optional() })
      .readonly()
      .optional(),
    /** Optimistic-locking version of the record. */
    version: z.number().int(),
    /**
     * How many families the stay had when they last changed; absent until they are first counted
     * (and after an edit of the stay, which does not carry it), counted again when next listed.
     */
    familles: z.number().int().optional(),
    /**
     * When the stay was closed at the end of its season (an instant, ISO): no one signs in to it
     * any more, and the sessions open then were ended. Absent while the stay is open.
     */
    cloture_le: z.string().optional(),
  })
  .readonly();

export type StayRecord = z.infer<typeof stayRecordSchema>;

type TokenVersions = Pick<StayRecord, 'token_version' | 'role_token_versions'>;

/** The version a token of `role` for this stay must carry. */
export const stayTokenVersion = (stay: TokenVersions, role: StayRole): number =>
  stay.role_token_versions?.[role] ?? stay.token_version;

/**
 * The stay closed at `at`: every session of both roles ends (a version above both), and no new one
 * opens while it stays closed.
 */
export const closedStay = (stay: StayRecord, at: Date): StayRecord => {
  const { role_token_versions: _roles, ...rest } = stay;
  const highest = Math.max(stayTokenVersion(stay, 'stagiaire'), stayTokenVersion(stay, 'formateur'));
  return { ...rest, token_version: highest + 1, cloture_le: at.toISOString() };
};

/** The stay open again: its passwords sign in anew; the sessions ended by the closing stay ended. */
export const reopenedStay = (stay: StayRecord): StayRecord => {
  const { cloture_le: _closed, ...rest } = stay;
  return rest;
};

/** The role versions after a save: a role whose password changed moves on, the other stays. */
export const roleTokenVersionsAfter = (
  current: TokenVersions & Pick<StayRecord, 'mdp_stagiaire' | 'mdp_formateur'>,
  next: Pick<StayRecord, 'mdp_stagiaire' | 'mdp_formateur'>,
): NonNullable<StayRecord['role_token_versions']> => ({
  stagiaire: stayTokenVersion(current, 'stagiaire') + (next.mdp_stagiaire !== current.mdp_stagiaire ? 1 : 0),
  formateur: stayTokenVersion(current, 'formateur') + (next.mdp_formateur !== current.mdp_formateur ? 1 : 0),
});

const fold = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The back-office search: the words typed, without case or accents, in the name, town or dates. */
export const stayMatches = (
  stay: Pick<StayRecord, 'nom_stage' | 'ville' | 'date_debut' | 'date_fin'>,
  search: string | undefined,
): boolean =>
  !search ||
  fold(`${stay.nom_stage} ${stay.ville} ${stay.date_debut} ${stay.date_fin}`).includes(fold(search));

/** The last end date (exclusive bound) a stay may have and still be listed. */
export const archiveCutoff = (now: Date): string => {
  const cutoff = new Date(`${parisDate(now)}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - STAY_ARCHIVE_AFTER_DAYS);
  return cutoff.toISOString().slice(0, 10);
};

/** A stay that ended long ago is switched off by the status update. */
export const shouldArchive = (stay: Pick<StayRecord, 'actif' | 'date_fin'>, now: Date): boolean =>
  stay.actif === 1 && stay.date_fin < archiveCutoff(now);

/** What an administrator sets on a stay, in the create and the edit form alike. */
export type StayEdit = Pick<
  StayRecord,
  'nom_stage' | 'ville' | 'cree_par' | 'actif' | 'date_debut' | 'date_fin' | 'mdp_formateur' | 'mdp_stagiaire'
>;

/** The form's fields of a stay, and nothing else the request may carry. */
export const stayEdit = (request: StayEdit): StayEdit => ({
  nom_stage: request.nom_stage,
  ville: request.ville,
  cree_par: request.cree_par,
  actif: request.actif,
  date_debut: request.date_debut,
  date_fin: request.date_fin,
  mdp_formateur: request.mdp_formateur,
  mdp_stagiaire: request.mdp_stagiaire,
});
