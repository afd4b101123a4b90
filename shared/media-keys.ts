/**
 * Where media live in the media bucket. Keys are always chosen by the server from validated ids,
 * never from a user's file name.
 */
export const UPLOAD_PREFIX = 'uploads/photos/';

export type PhotoVariant = 'original' | 'display' | 'thumb';

export const uploadKey = (stayId: string, photoId: string): string => `${UPLOAD_PREFIX}${stayId}/${photoId}`;

/** Reads stage and photo ids back from an upload key; undefined for anything else. */
export const parseUploadKey = (key: string): { stageId: string; photoId: string } | undefined => {
  const match = /^uploads\/photos\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})$/.exec(key);
  if (!match?.[1] || !match[2]) return undefined;
  return { stageId: match[1], photoId: match[2] };
};

/**
 * Every object of a photo lives under `photos/{stageId}/{photoId}/`. Version 1 keeps the first
 * layout; a rotation writes version n under `v{n}/`, so URLs change with the image and browsers and
 * the CDN, which keep photos as immutable, never show the old one. Within a version:
 * - `original.jpg`, which only trainers' and administrators' links open;
 * - the copies families see (thumbnail, display size and the WebP sizes of shared/renditions.ts) in
 *   a folder of their own, `c{n}/`, numbered by the record's `copies`. A family's link is signed for
 *   that folder alone, so it opens neither the original nor another photo; and when families lose
 *   sight of the photo its copies move to the next number, so the links signed before open nothing.
 *   Photos made before this folder existed have no `copies` and keep their copies beside the original.
 */
/** Every variant of every photo, by stay: `photos/{stageId}/{photoId}/…`. */
export const PHOTOS_PREFIX = 'photos/';

/** Everything of one stay's photos, what a trainer's or an administrator's link opens. */
export const stayPhotosPrefix = (stayId: string): string => `${PHOTOS_PREFIX}${stayId}/`;

/** Where one version's original lives. */
export const photoVersionPrefix = (stayId: string, photoId: string, version = 1): string =>
  `photos/${stayId}/${photoId}/${version > 1 ? `v${version}/` : ''}`;

/** Where one version's copies live: the folder `copies` names, or beside the original without one. */
export const copiesPrefix = (stayId: string, photoId: string, version = 1, copies?: number): string =>
  `${photoVersionPrefix(stayId, photoId, version)}${copies === undefined ? '' : `c${copies}/`}`;

export const photoKey = (
  stayId: string,
  photoId: string,
  variant: PhotoVariant,
  version = 1,
  copies?: number,
): string =>
  variant === 'original'
    ? `${photoVersionPrefix(stayId, photoId, version)}original.jpg`
    : `${copiesPrefix(stayId, photoId, version, copies)}${variant}.jpg`;

/** Every object of one photo, whatever its version, lives under this prefix. */
export const photoPrefix = (stayId: string, photoId: string): string => `photos/${stayId}/${photoId}/`;

export const photoKeys = (
  stayId: string,
  photoId: string,
  version = 1,
  copies?: number,
): Record<PhotoVariant, string> => ({
  original: photoKey(stayId, photoId, 'original', version),
  display: photoKey(stayId, photoId, 'display', version, copies),
  thumb: photoKey(stayId, photoId, 'thumb', version, copies),
});

export const stayCoverKey = (stayId: string): string => `stages/${stayId}/cover.jpg`;

/** Prefixes the back-office writes under (stay pictures and attachments, CSV imports). */
export const STAYS_PREFIX = 'stages/';
export const IMPORTS_PREFIX = 'imports/';

/** A stay's picture and attachments, named by the server when it signs the upload. */
export const stayFileKey = (fileId: string, extension: string): string =>
  `stages/files/${fileId}${extension ? `.${extension}` : ''}`;

/** CSV files uploaded for an import; read once by the import, then deleted. */
export const importKey = (kind: 'sejours' | 'stagiaires', fileId: string): string =>
  `imports/${kind}/${fileId}.csv`;

/** Booklets (livrets) for trainers: `livrets/{file}`, the file name kept as the administrator gave it. */
export const BOOKLET_PREFIX = 'livrets/';
export const bookletKey = (name: string): string => `${BOOKLET_PREFIX}${name}`;

/**
 * Trainers' shared documents: `documents/{folder}/{file}`. Both names went through checkName
 * (shared/document-files.ts) first: one key segment each, no path tricks, NFC.
 */
export const DOCUMENTS_PREFIX = 'documents/';
export const documentFolderPrefix = (folder: string): string => `${DOCUMENTS_PREFIX}${folder}/`;
export const documentKey = (folder: string, file: string): string => `${documentFolderPrefix(folder)}${file}`;

/** Generated xlsx of evaluation reports, fetched once through an expiring link, then expired. */
export const REPORT_EXPORTS_PREFIX = 'exports/rapports/';
/** The file's own name ends the key, so that a download saved under the key's name is still named by its stay. */
export const reportExportKey = (exportId: string, fileName: string): string =>
  `${REPORT_EXPORTS_PREFIX}${exportId}/${fileName}`;

/** Zip archives of photos, expired by a lifecycle rule (ARCHIVE_RETENTION_DAYS). */
export const ARCHIVES_PREFIX = 'archives/';
/** Every zip of a stay, of every selection, lies under this prefix. */
export const stayArchivesPrefix = (stayId: string): string => `${ARCHIVES_PREFIX}${stayId}/`;
export const archiveKey = (stayId: string, archiveId: string): string =>
  `${ARCHIVES_PREFIX}${stayId}/${archiveId}.zip`;

/**
 * The media browsers read, served by CloudFront with signed URLs (one behaviour per prefix, readable
 * by CloudFront alone); the local runtime's site server serves the same paths the same way.
 */
export const CDN_MEDIA_PREFIXES = [PHOTOS_PREFIX, STAYS_PREFIX, ARCHIVES_PREFIX] as const;

/** The query parameter of a media link that names the saved file (S3's Content-Disposition override). */
export const DOWNLOAD_NAME_PARAM = 'response-content-disposition';

/** The zip of one part: the archive's own key when it has one part, a numbered one otherwise. */
export const archivePartKey = (stayId: string, archiveId: string, index: number, count: number): string =>
  count === 1 ? archiveKey(stayId, archiveId) : `${ARCHIVES_PREFIX}${stayId}/${archiveId}-${index + 1}.zip`;

/** Where the worker building a part records how far its zip has gone, for the next worker to resume. */
export const archiveCheckpointKey = (stayId: string, archiveId: string, index: number): string =>
  `${ARCHIVES_PREFIX}${stayId}/${archiveId}-${index + 1}.checkpoint.json`;
