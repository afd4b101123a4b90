/**
 * Which files a download saves, and under which names: the selected photos, one by one, in the
 * order they were selected, named photo-1.jpg … photo-k.jpg. Each is the original when the viewer's
 * links open it (trainers, administrators), else the display copy (families' links open the copies
 * alone; the stay's zip holds the originals).
 */
export const downloadFileName = (position: number): string => `photo-${position}.jpg`;

export interface DownloadItem {
  readonly url: string;
  readonly fileName: string;
}

interface DownloadablePhoto {
  readonly id: string;
  readonly originalUrl: string | null;
  readonly displayUrl: string;
}

export const planDownloads = (
  photos: readonly DownloadablePhoto[],
  selectedIds: readonly string[],
): DownloadItem[] => {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const seen = new Set<string>();
  const plan: DownloadItem[] = [];
  for (const id of selectedIds) {
    const photo = byId.get(id);
    if (!photo || seen.has(id)) continue;
    seen.add(id);
    plan.push({ url: photo.originalUrl ?? photo.displayUrl, fileName: downloadFileName(plan.length + 1) });
  }
  return plan;
};
