/** Zip archives of a stay's photos: naming and identity. Pure: no I/O. */
import { createHash } from 'node:crypto';

export interface ArchiveItem {
  readonly photoId: string;
  /** The photo's version: a rotated photo makes a new archive. */
  readonly version: number;
}

/** Entry names in the archive, in selection order: photo-1.jpg, photo-2.jpg… (spec 001 §5, §9). */
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
