/**
 * Which files a download saves, and under which names: the selected photos, one by one, in the
 * order they were selected, named by `nameOf` from each photo's time and its place in the
 * selection, as an archive of that selection names its entries ("2026-07-08 14h32 Vercors
 * 001.jpg"). Each is the original when the viewer's links open it (trainers, administrators), else
 * the display copy (families' links open the copies alone; the stay's zip holds the originals).
 */

/** A saved file's name from its photo's time (Unix seconds) and its place in what is saved (from 0). */
export type NameOf = (time: number, position: number) => string;

export interface DownloadItem {
  readonly url: string;
  readonly fileName: string;
}

interface DownloadablePhoto {
  readonly id: string;
  readonly originalUrl: string | null;
  readonly displayUrl: string;
  /** When it was taken (else uploaded), Unix seconds. */
  readonly time: number;
}

export const planDownloads = (
  photos: readonly DownloadablePhoto[],
  selectedIds: readonly string[],
  nameOf: NameOf,
): DownloadItem[] => {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const seen = new Set<string>();
  const plan: DownloadItem[] = [];
  for (const id of selectedIds) {
    const photo = byId.get(id);
    if (!photo || seen.has(id)) continue;
    seen.add(id);
    plan.push({
      url: photo.originalUrl ?? photo.displayUrl,
      fileName: nameOf(photo.time, plan.length),
    });
  }
  return plan;
};
