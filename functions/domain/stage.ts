/** A stay (séjour) record and its rules. Pure: no I/O. */
import { STAGE_ARCHIVE_AFTER_DAYS } from '../../shared/limits.js';
import { parisDate } from '../../shared/paris-date.js';

export interface StageRecord {
  readonly id: string;
  readonly nom_stage: string;
  readonly ville: string;
  readonly cree_par: string;
  readonly actif: 0 | 1;
  readonly date_debut: string;
  readonly date_fin: string;
  readonly mdp_formateur: string;
  readonly mdp_stagiaire: string;
  /** Stored key of the stay picture in the media bucket. */
  readonly photo?: string;
  /** Optional attachments: stored keys and the names the administrator gave them. */
  readonly fichiers?: readonly { readonly key: string; readonly name: string }[];
  /** Bumped when a password changes: tokens carrying an older version are refused. */
  readonly token_version: number;
  /** Optimistic-locking version of the record. */
  readonly version: number;
}

/** The last end date (exclusive bound) a stay may have and still be listed. */
export const archiveCutoff = (now: Date): string => {
  const cutoff = new Date(`${parisDate(now)}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - STAGE_ARCHIVE_AFTER_DAYS);
  return cutoff.toISOString().slice(0, 10);
};

/** A stay that ended long ago is switched off by the status update. */
export const shouldArchive = (stage: Pick<StageRecord, 'actif' | 'date_fin'>, now: Date): boolean =>
  stage.actif === 1 && stage.date_fin < archiveCutoff(now);
