/**
 * Where media live in the media bucket. Keys are always chosen by the server from validated ids,
 * never from a user's file name.
 */
export const UPLOAD_PREFIX = 'uploads/photos/';

export type PhotoVariant = 'original' | 'display' | 'thumb';

export const uploadKey = (stageId: string, photoId: string): string =>
  `${UPLOAD_PREFIX}${stageId}/${photoId}`;

/** Reads stage and photo ids back from an upload key; undefined for anything else. */
export const parseUploadKey = (key: string): { stageId: string; photoId: string } | undefined => {
  const match = /^uploads\/photos\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})$/.exec(key);
  if (!match?.[1] || !match[2]) return undefined;
  return { stageId: match[1], photoId: match[2] };
};

/**
 * Version 1 keeps the first layout; a rotation writes version n under `v{n}/`, so URLs change with
 * the image and browsers and the CDN, which keep photos as immutable, never show the old one.
 */
/** Every variant of every photo, by stay: `photos/{stageId}/{photoId}/…`. */
export const PHOTOS_PREFIX = 'photos/';

export const photoKey = (stageId: string, photoId: string, variant: PhotoVariant, version = 1): string =>
  `${photoVersionPrefix(stageId, photoId, version)}${variant}.jpg`;

/** Where one version's copies live: the JPEG ones above and the WebP ones of shared/renditions.ts. */
export const photoVersionPrefix = (stageId: string, photoId: string, version = 1): string =>
  `photos/${stageId}/${photoId}/${version > 1 ? `v${version}/` : ''}`;

/** Every object of one photo, whatever its version, lives under this prefix. */
export const photoPrefix = (stageId: string, photoId: string): string => `photos/${stageId}/${photoId}/`;

export const photoKeys = (stageId: string, photoId: string, version = 1): Record<PhotoVariant, string> => ({
  original: photoKey(stageId, photoId, 'original', version),
  display: photoKey(stageId, photoId, 'display', version),
  thumb: photoKey(stageId, photoId, 'thumb', version),
});

export const stageCoverKey = (stageId: string): string => `stages/${stageId}/cover.jpg`;

/** Prefixes the back-office writes under (stay pictures and attachments, CSV imports). */
export const STAGES_PREFIX = 'stages/';
export const IMPORTS_PREFIX = 'imports/';

/** A stay's picture and attachments, named by the server when it signs the upload. */
export const stageFileKey = (fileId: string, extension: string): string =>
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
export const reportExportKey = (exportId: string): string => `${REPORT_EXPORTS_PREFIX}${exportId}.xlsx`;

/** Zip archives of photos, expired by a lifecycle rule (ARCHIVE_RETENTION_DAYS). */
export const ARCHIVES_PREFIX = 'archives/';
export const archiveKey = (stageId: string, archiveId: string): string =>
  `${ARCHIVES_PREFIX}${stageId}/${archiveId}.zip`;

/**
 * The media browsers read, served by CloudFront with signed URLs (one behaviour per prefix, readable
 * by CloudFront alone); the local runtime's site server serves the same paths the same way.
 */
export const CDN_MEDIA_PREFIXES = [PHOTOS_PREFIX, STAGES_PREFIX, ARCHIVES_PREFIX] as const;

/** The query parameter of a media link that names the saved file (S3's Content-Disposition override). */
export const DOWNLOAD_NAME_PARAM = 'response-content-disposition';

/** The zip of one part: the archive's own key when it has one part, a numbered one otherwise. */
export const archivePartKey = (stageId: string, archiveId: string, index: number, count: number): string =>
  count === 1 ? archiveKey(stageId, archiveId) : `${ARCHIVES_PREFIX}${stageId}/${archiveId}-${index + 1}.zip`;

/** Where the worker building a part records how far its zip has gone, for the next worker to resume. */
export const archiveCheckpointKey = (stageId: string, archiveId: string, index: number): string =>
  `${ARCHIVES_PREFIX}${stageId}/${archiveId}-${index + 1}.checkpoint.json`;
