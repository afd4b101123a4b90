/**
 * Shared documents of the trainer area: which files may be uploaded, how each is
 * previewed, and which folder and file names may become part of a storage key. The API enforces
 * these rules; the web app reads them to check a choice before sending it.
 */

/** How the folder page (/doc-details) shows a file; `other` is a download link. */
export type PreviewKind = 'pdf' | 'image' | 'audio' | 'video' | 'other';

interface FileType {
  readonly contentType: string;
  readonly preview: PreviewKind;
}

/**
 * The only extensions accepted, with the content type each is stored under: documents, images,
 * audio and video. HTML, SVG, scripts and executables are absent on purpose: nothing uploaded can
 * run in a browser. The order is the order of the file pickers' `accept` list.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/**
 * The previews the spec names (pdf; jpeg, jpg, png, gif; mp3; mp4, webm); every other accepted
 * type is offered as a download.
 */
const PREVIEWS: Readonly<Record<string, Exclude<PreviewKind, 'other'>>> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  mp3: 'audio',
  mp4: 'video',
  webm: 'video',
};

export const DOCUMENT_TYPES: Readonly<Record<string, FileType>> = Object.fromEntries(
  Object.entries(CONTENT_TYPES).map(([extension, contentType]) => [
    extension,
    { contentType, preview: PREVIEWS[extension] ?? 'other' },
  ]),
);

/** The `accept` attribute of the file pickers. */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** Folders offered even before anything was uploaded (the spec names none; see README). */
export const DEFAULT_DOCUMENT_FOLDERS = [
  'Administratif',
  'Animations',
  'Pédagogie',
  'Vie quotidienne',
] as const;

export const MAX_DOCUMENT_NAME_LENGTH = 150;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const fileTypeOf = (name: string): FileType | undefined => {
  const extension = extensionOf(name);
  return Object.hasOwn(DOCUMENT_TYPES, extension) ? DOCUMENT_TYPES[extension] : undefined;
};

export const previewOf = (name: string): PreviewKind => fileTypeOf(name)?.preview ?? 'other';

/**
 * Control characters (NUL, tab, newlines included), format characters (bidi overrides and isolates,
 * zero-width characters, BOM), line and paragraph separators, and path separators.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}/\\]/u;

export type NameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false };

/**
 * A folder or file name that may become one segment of a storage key, in NFC (so "é" typed on a Mac
 * and on Windows is the same file). Refused rather than repaired: a name that needs repairing was
 * crafted, and a repaired one would not be the name the user sees.
 */
export const checkName = (raw: string): NameCheck => {
  const name = raw.normalize('NFC').trim();
  if (name.length === 0 || name.length > MAX_DOCUMENT_NAME_LENGTH) return { ok: false };
  if (FORBIDDEN.test(name)) return { ok: false };
  // "..", and any name made of dots, would climb up a path; a leading dot hides a file.
  if (name.startsWith('.') || name.includes('..')) return { ok: false };
  return { ok: true, name };
};

/** `rapport.pdf` taken → `rapport (2).pdf`, then `rapport (3).pdf`… */
export const numberedName = (name: string, n: number): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
};
