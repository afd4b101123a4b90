/**
 * Zip archives of a stay's photos: the record of an archive asked for, who may put which photo in
 * one, when a request may reuse an earlier archive, naming and identity. Pure: no I/O.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { archiveStatusSchema } from '../../shared/photo-admin-schemas.js';
import type { Role } from '../../shared/roles.js';
import { isExpired, isVisibleToFamilies, type PhotoRecord } from './photo.js';

export interface ArchiveItem {
  readonly photoId: string;
  /** The photo's version: a rotated photo makes a new archive. */
  readonly version: number;
}

/** Building, ready to download, or given up after the last attempt: the states the page shows. */
export type ArchiveState = z.infer<typeof archiveStatusSchema.shape.status>;

/** An archive asked for, one record per selection, with the worker's progress. */
export interface ArchiveRecord {
  readonly archiveId: string;
  readonly stageId: string;
  /** The photos in the order chosen, each at the version it had when asked for. */
  readonly items: readonly ArchiveItem[];
  /** The name the browser saves the zip under. */
  readonly fileName: string;
  /** Where the zip is stored. */
  readonly key: string;
  readonly status: ArchiveState;
  /** Photos already in the zip, out of `total`. */
  readonly done: number;
  readonly total: number;
  readonly requested_at: string;
  /** Epoch seconds: TTL of the record, with the archive's lifecycle expiry. */
  readonly expires_at: number;
}

/** What the archives table holds, checked on every read. */
export const archiveRecordSchema: z.ZodType<ArchiveRecord> = z.object({
  archiveId: z.string(),
  stageId: z.string(),
  items: z.array(z.object({ photoId: z.string(), version: z.number().int() })),
  fileName: z.string(),
  key: z.string(),
  status: archiveStatusSchema.shape.status,
  done: z.number().int(),
  total: z.number().int(),
  requested_at: z.string(),
  expires_at: z.number(),
});

/** Families archive what they see; administrators any processed photo not yet expired. */
export const mayArchive = (role: Role, photo: PhotoRecord, now: Date): boolean =>
  role === 'admin' ? photo.status === 'prete' && !isExpired(photo, now) : isVisibleToFamilies(photo, now);

/** An archive still building after this long is taken as lost (its worker died) and restarted. */
export const ABANDONED_ARCHIVE_MS = 30 * 60 * 1000;

/** Whether an archive is being built: marked so, and asked for recently enough for a worker to be at it. */
export const isStillBuilding = (record: Pick<ArchiveRecord, 'status' | 'requested_at'>, now: Date): boolean =>
  record.status === 'en_cours' && now.getTime() - Date.parse(record.requested_at) < ABANDONED_ARCHIVE_MS;

/** Entry names in the archive, in selection order, whatever the photos' names: photo-1.jpg, photo-2.jpg… */
export const entryName = (index: number): string => `photo-${index + 1}.jpg`;

/**
 * The archive's file name: the stay's name with spaces replaced by underscores, plus `.zip`;
 * `photos.zip` without a name. Characters no file system accepts become underscores too.
 */
export const archiveFileName = (stageName: string | undefined): string => {
  const base = (stageName ?? '')
    .normalize('NFC')
    .trim()
    .replace(/\s/g, '_')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_')
    .replace(/^\.+/, '');
  return base ? `${base}.zip` : 'photos.zip';
};

/** The same selection (same photos, same order, same versions) always gets the same id. */
export const archiveIdFor = (stageId: string, items: readonly ArchiveItem[]): string =>
  createHash('sha256')
    .update(JSON.stringify([stageId, items.map((item) => [item.photoId, item.version])]))
    .digest('hex')
    .slice(0, 32);

/** Content-Disposition of the stored zip: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export const attachmentDisposition = (fileName: string): string => {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'photos.zip';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
