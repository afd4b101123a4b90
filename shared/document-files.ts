/**
 * Shared documents of the trainer area (spec 000 §2, §5): which files may be uploaded, how each is
 * previewed, and which folder and file names may become part of a storage key. The API enforces
 * these rules; the web app reads them to check a choice before sending it.
 */

/** How the folder page shows a file (spec 000 §2, "Folder details"); `other` is a download link. */
export type PreviewKind = 'pdf' | 'image' | 'audio' | 'video' | 'other';

interface FileType {
  readonly contentType: string;
  readonly preview: PreviewKind;
}

/**
 * The only extensions accepted: documents, images, audio and video. HTML, SVG, scripts and
 * executables are absent on purpose: nothing uploaded can run in a browser. Previews follow the spec
 * (pdf; jpeg, jpg, png, gif; mp3; mp4, webm); other accepted types are offered as downloads.
 */
export const DOCUMENT_TYPES: Readonly<Record<string, FileType>> = {
  pdf: { contentType: 'application/pdf', preview: 'pdf' },
  doc: { contentType: 'application/msword', preview: 'other' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    preview: 'other',
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', preview: 'other' },
  rtf: { contentType: 'application/rtf', preview: 'other' },
  txt: { contentType: 'text/plain; charset=utf-8', preview: 'other' },
  csv: { contentType: 'text/csv; charset=utf-8', preview: 'other' },
  xls: { contentType: 'application/vnd.ms-excel', preview: 'other' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    preview: 'other',
  },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', preview: 'other' },
  ppt: { contentType: 'application/vnd.ms-powerpoint', preview: 'other' },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    preview: 'other',
  },
  odp: { contentType: 'application/vnd.oasis.opendocument.presentation', preview: 'other' },
  jpg: { contentType: 'image/jpeg', preview: 'image' },
  jpeg: { contentType: 'image/jpeg', preview: 'image' },
  png: { contentType: 'image/png', preview: 'image' },
  gif: { contentType: 'image/gif', preview: 'image' },
  webp: { contentType: 'image/webp', preview: 'other' },
  mp3: { contentType: 'audio/mpeg', preview: 'audio' },
  wav: { contentType: 'audio/wav', preview: 'other' },
  ogg: { contentType: 'audio/ogg', preview: 'other' },
  m4a: { contentType: 'audio/mp4', preview: 'other' },
  mp4: { contentType: 'video/mp4', preview: 'video' },
  webm: { contentType: 'video/webm', preview: 'video' },
  mov: { contentType: 'video/quicktime', preview: 'other' },
};

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
