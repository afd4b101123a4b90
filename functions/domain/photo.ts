/** A photo record and the rules on who sees it. Pure: no I/O. */
import type { PhotoStatus } from '../../shared/schemas.js';

export interface PhotoRecord {
  readonly stageId: string;
  readonly photoId: string;
  readonly status: PhotoStatus;
  /** 1: visible to the stay's families once ready; 0: awaiting validation. */
  readonly actif: 0 | 1;
  readonly date_depose: string;
  readonly uploaded_by?: { readonly nom?: string; readonly prenom?: string };
  readonly declared_type: string;
  readonly declared_size: number;
  readonly original_name?: string;
  readonly width?: number;
  readonly height?: number;
  readonly bytes?: number;
  readonly rejection?: string;
  readonly active_par?: string;
  /** ISO date of deletion, chosen by an administrator. */
  readonly duree_diffusion?: string;
  /** Epoch seconds at which DynamoDB TTL removes the record. */
  readonly expires_at?: number;
  /** Bumped whenever the image changes, so URLs and caches change too. */
  readonly version: number;
  /** SHA-256 of the uploaded content, as the browser computed it (dedupe per stay). */
  readonly sha256?: string;
  /** When a batch mail to the administrators counted this photo. */
  readonly announced_at?: string;
}

/** Whether a photo has passed its deletion time (reads hide it at once; TTL may lag by days). */
export const isExpired = (photo: Pick<PhotoRecord, 'expires_at'>, now: Date): boolean =>
  photo.expires_at !== undefined && photo.expires_at * 1000 <= now.getTime();

/** Families see a photo only when it is processed, validated and not expired. */
export const isVisibleToFamilies = (photo: PhotoRecord, now: Date): boolean =>
  photo.status === 'prete' && photo.actif === 1 && !isExpired(photo, now);

/** Photos in upload order (ids are time-sortable), oldest first. */
export const byUploadOrder = (a: PhotoRecord, b: PhotoRecord): number => a.photoId.localeCompare(b.photoId);
