/**
 * Which files a family's download saves, and under which names: the originals of the
 * selected photos, one by one, in the order they were selected, named photo-1.jpg … photo-k.jpg.
 */
export const downloadFileName = (position: number): string => `photo-${position}.jpg`;

export interface DownloadItem {
  readonly url: string;
  readonly fileName: string;
}

interface DownloadablePhoto {
  readonly id: string;
  readonly originalUrl: string;
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
    plan.push({ url: photo.originalUrl, fileName: downloadFileName(plan.length + 1) });
  }
  return plan;
};
