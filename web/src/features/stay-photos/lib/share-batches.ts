/**
 * Which photos the next "Enregistrer sur mon téléphone" hands to the share sheet. The photos go in
 * batches because every file is held in the phone's memory until the sheet is closed (originals
 * are up to 15 MB each) and because share sheets refuse large lots: Chromium refuses more than 10
 * files or more than 50 MB in one share, and iOS grows slow to prepare a sheet of many large files.
 * So a batch is at most 10 photos and 50 MB; a family with more taps again for the next ones.
 */

export interface ShareLimits {
  readonly maxFiles: number;
  readonly maxBytes: number;
}

export const SHARE_LIMITS: ShareLimits = { maxFiles: 10, maxBytes: 50 * 1024 * 1024 };

export interface SharePhoto {
  readonly id: string;
  /** Null when the viewer's links do not open originals (families): the display copy is shared. */
  readonly originalUrl: string | null;
  readonly displayUrl: string;
  /** When it was taken (else uploaded), Unix seconds: what the file is named after. */
  readonly time: number;
}

export interface ShareItem {
  readonly id: string;
  readonly url: string;
  /** When it was taken (else uploaded), Unix seconds, and its place among the photos to save (from 0): its file's name. */
  readonly time: number;
  readonly position: number;
}

export interface ShareBatch {
  /** Position (from 1) of the batch's first photo among the photos to save. */
  readonly from: number;
  /** Position of its last photo, if every one fits in the byte budget. */
  readonly to: number;
  /** How many photos there are to save in all. */
  readonly total: number;
  readonly items: readonly ShareItem[];
}

/**
 * The photos to save, in order: the selected ones (in the order they were selected) or, with
 * nothing selected, all of them. Unknown and repeated ids are dropped.
 */
export const photosToSave = <P extends SharePhoto>(
  photos: readonly P[],
  selectedIds: readonly string[],
): P[] => {
  if (selectedIds.length === 0) return [...photos];
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const seen = new Set<string>();
  const chosen: P[] = [];
  for (const id of selectedIds) {
    const photo = byId.get(id);
    if (!photo || seen.has(id)) continue;
    seen.add(id);
    chosen.push(photo);
  }
  return chosen;
};

/**
 * The batch after the first `saved` photos (none when every one was saved). Each item's position
 * among the photos to save numbers its file, so two batches never give the same name.
 */
export const nextShareBatch = (
  toSave: readonly SharePhoto[],
  saved: number,
  limits: ShareLimits = SHARE_LIMITS,
): ShareBatch | null => {
  const start = Math.max(0, saved);
  if (start >= toSave.length) return null;
  const items = toSave.slice(start, start + limits.maxFiles).map((photo, offset) => ({
    id: photo.id,
    url: photo.originalUrl ?? photo.displayUrl,
    time: photo.time,
    position: start + offset,
  }));
  return { from: start + 1, to: start + items.length, total: toSave.length, items };
};

/**
 * Whether one more file of `size` bytes joins a batch that holds `count` files of `bytes` in all.
 * The first file always joins (a batch of one large photo is still worth sharing); an unknown size
 * (no Content-Length) counts as nothing, the file count still bounds the batch.
 */
export const fitsInBatch = (
  batch: { readonly count: number; readonly bytes: number },
  size: number | null,
  limits: ShareLimits = SHARE_LIMITS,
): boolean => {
  if (batch.count === 0) return true;
  if (batch.count >= limits.maxFiles) return false;
  return batch.bytes + (size ?? 0) <= limits.maxBytes;
};
