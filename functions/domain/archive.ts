/**
 * Zip archives of a stay's photos: the record of an archive asked for, who may put which photo in
 * one, when a request may reuse an earlier archive, naming and identity. Pure: no I/O.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { archiveStatusSchema } from '#shared/archive-schemas.js';
import { maxPhotoFileNameBytes, photoFileName } from '#shared/photo-file-name.js';
import type { Role } from '#shared/roles.js';
import { isExpired, isVisibleToFamilies, type PhotoRecord } from './photo.js';

export interface ArchiveItem {
  readonly photoId: string;
  /** The photo's version: a rotated photo makes a new archive. */
  readonly version: number;
}

/** Building, ready to download, or given up after the last attempt: the states the page shows. */
export type ArchiveState = z.infer<typeof archiveStatusSchema.shape.status>;

/**
 * One zip of an archive: a run of consecutive photos of the selection, built by its own job, so a
 * large selection becomes several files that each fit a phone or a FAT32 key and build in parallel.
 */
export interface ArchivePart {
  /** Index in the archive's items of the part's first photo. */
  readonly first: number;
  /** Photos of the selection in this part. */
  readonly count: number;
  /** The zip's size as planned from the photos' sizes, for the estimate of the time left. */
  readonly bytes: number;
  readonly status: ArchiveState;
  /** Photos already in the part's zip. */
  readonly done: number;
  /** Bytes of the zip written so far. */
  readonly written: number;
}

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
  /** The zips, in selection order; absent on records written before archives had parts: one part. */
  readonly parts?: readonly ArchivePart[] | undefined;
  /** Parts whose zip is complete. */
  readonly ready?: number | undefined;
  /** Last sign of life of a worker (ISO date): a build that stays silent longer is taken as lost. */
  readonly updated_at?: string | undefined;
  /** Why the archive failed, in French, for the page. */
  readonly failure?: string | undefined;
}

const partSchema = z.object({
  first: z.number().int(),
  count: z.number().int(),
  bytes: z.number(),
  status: archiveStatusSchema.shape.status,
  done: z.number().int(),
  written: z.number(),
});

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
  parts: z.array(partSchema).optional(),
  ready: z.number().int().optional(),
  updated_at: z.string().optional(),
  failure: z.string().optional(),
});

/** Families archive what they see; administrators any processed photo not yet expired. */
export const mayArchive = (role: Role, photo: PhotoRecord, now: Date): boolean =>
  role === 'admin' ? photo.status === 'prete' && !isExpired(photo, now) : isVisibleToFamilies(photo, now);

/** An archive still building after this long is taken as lost (its worker died) and restarted. */
export const ABANDONED_ARCHIVE_MS = 30 * 60 * 1000;

/**
 * Whether an archive is being built: marked so, and a worker gave a sign of life (progress, a part
 * handed on) recently enough. Workers hand long parts on, so only silence says a build is lost.
 */
export const isStillBuilding = (
  record: Pick<ArchiveRecord, 'status' | 'requested_at' | 'updated_at'>,
  now: Date,
): boolean =>
  record.status === 'en_cours' &&
  now.getTime() - Date.parse(record.updated_at ?? record.requested_at) < ABANDONED_ARCHIVE_MS;

/** The parts of an archive; a record from before parts is one part holding every photo. */
export const partsOf = (record: ArchiveRecord): readonly ArchivePart[] =>
  record.parts ?? [
    {
      first: 0,
      count: record.items.length,
      bytes: 0,
      status: record.status,
      done: record.done,
      written: 0,
    },
  ];

/**
 * The stay's name as the archive's file name keeps it ("Vercors_2026.zip" → "Vercors 2026"): what the
 * entries are named after, so the worker needs no other read; empty for "photos.zip" (no name).
 */
export const stayNameOf = (fileName: string): string =>
  fileName === 'photos.zip' ? '' : fileName.replace(/\.zip$/, '').replace(/_/g, ' ');

/**
 * An entry's name: its photo's day and time, the stay and its place in the selection
 * (shared/photo-file-name.ts), "2026-07-08 14h32 Vercors 012.jpg". Numbered across parts, so the
 * parts unzipped into one folder never collide.
 */
export const entryName = (index: number, time: number, fileName: string): string =>
  photoFileName(time, stayNameOf(fileName), index);

/**
 * Bytes a stored entry adds to its photo at most: its local header and its central directory record,
 * each with the name and a 9-byte extended timestamp (functions/workers/archive/zip-layout.ts). Parts
 * are planned before the photos' times are read, so with the longest name the entry can get.
 */
export const entryOverhead = (index: number): number => 30 + 9 + 46 + 9 + 2 * maxPhotoFileNameBytes(index);

/** The end of central directory record of a zip. */
export const ZIP_END_BYTES = 22;

/**
 * Cuts a selection into parts of at most `partBytes` each, in selection order: consecutive photos
 * while the zip stays within the size (a single photo larger than a part gets one to itself).
 * Sizes unknown (photos recorded before their size was) count as the largest upload.
 */
export const planParts = (
  sizes: readonly number[],
  partBytes: number,
): { readonly first: number; readonly count: number; readonly bytes: number }[] => {
  const parts: { first: number; count: number; bytes: number }[] = [];
  let current: { first: number; count: number; bytes: number } | undefined;
  sizes.forEach((size, index) => {
    const entry = size + entryOverhead(index);
    if (current && current.bytes + entry <= partBytes) {
      current.count += 1;
      current.bytes += entry;
      return;
    }
    current = { first: index, count: 1, bytes: ZIP_END_BYTES + entry };
    parts.push(current);
  });
  return parts;
};

/** Each part's file name: the archive's own for a single part, "<Séjour> (2 sur 3).zip" otherwise. */
export const partFileName = (fileName: string, index: number, count: number): string =>
  count === 1 ? fileName : `${fileName.replace(/\.zip$/, '')} (${index + 1} sur ${count}).zip`;

/**
 * Seconds left, from the bytes written since the build started at the pace so far (all parts
 * together, so parallel parts count); unknown until some bytes are written.
 */
export const secondsLeft = (
  parts: readonly Pick<ArchivePart, 'bytes' | 'written' | 'status'>[],
  startedAt: string,
  now: Date,
): number | null => {
  const elapsed = (now.getTime() - Date.parse(startedAt)) / 1000;
  const written = parts.reduce((sum, part) => sum + (part.status === 'prete' ? part.bytes : part.written), 0);
  const total = parts.reduce((sum, part) => sum + part.bytes, 0);
  if (written <= 0 || elapsed <= 0 || total <= 0) return null;
  return Math.max(0, Math.ceil(((total - Math.min(written, total)) * elapsed) / written));
};

/**
 * The archive's file name: the stay's name with spaces replaced by underscores, plus `.zip`;
 * `photos.zip` without a name. Characters no file system accepts become underscores too.
 */
export const archiveFileName = (stayName: string | undefined): string => {
  const base = (stayName ?? '')
    .normalize('NFC')
    .trim()
    .replace(/\s/g, '_')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_')
    .replace(/^\.+/, '');
  return base ? `${base}.zip` : 'photos.zip';
};

/** The same selection (same photos, same order, same versions) always gets the same id. */
export const archiveIdFor = (stayId: string, items: readonly ArchiveItem[]): string =>
  createHash('sha256')
    .update(JSON.stringify([stayId, items.map((item) => [item.photoId, item.version])]))
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
