/**
 * Gives photos processed before the current set of WebP copies (shared/renditions.ts) their copies
 * and placeholder, from their stored original. Run by an operator (`npm run images:regenerate`), not
 * by a request.
 *
 * Idempotent and resumable: it asks the store only for ready photos whose record lacks the current
 * set, and marks each photo once its copies are written, so a run stopped anywhere and started again
 * does the rest. A photo rotated or deleted while it worked keeps what the rotation or the deletion
 * decided: the copies written for the old version are removed again.
 */

import type { PhotoRecord } from '#functions/domain/photo.js';
import { type ImageProcessor, ImageRejection } from '#functions/ports/image-processor.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { photoKeys } from '#shared/media-keys.js';
import { RENDITION_TYPE, RENDITIONS_VERSION, renditionKey, renditionKeys } from '#shared/renditions.js';

export interface RegenerateWebCopiesDeps {
  readonly media: Pick<ObjectStorage, 'getBytes' | 'put' | 'delete'>;
  readonly photos: Pick<PhotoStore, 'listWithoutWebCopies' | 'setWebCopies'>;
  readonly images: Pick<ImageProcessor, 'deriveWebCopies'>;
}

export type RegenerationOutcome =
  /** Copies written and recorded. */
  | 'made'
  /** Rotated or deleted meanwhile: nothing left behind, nothing recorded. */
  | 'moved'
  /** The stored original is missing or unreadable: the photo keeps its JPEG copies. */
  | 'failed';

export interface RegenerationOptions {
  /** Photos asked of the store at once. */
  readonly pageSize?: number;
  /** Photos processed at the same time (each already uses the cores libvips gets). */
  readonly concurrency?: number;
  readonly onPhoto?: (photo: PhotoRecord, outcome: RegenerationOutcome, detail?: string) => void;
}

export type RegenerationReport = Record<RegenerationOutcome, number>;

const regenerate = async (
  deps: RegenerateWebCopiesDeps,
  photo: PhotoRecord,
): Promise<{ outcome: RegenerationOutcome; detail?: string }> => {
  const { stageId: stayId, photoId, version, copies: folder } = photo;
  const original = await deps.media.getBytes(photoKeys(stayId, photoId, version).original);
  if (!original) return { outcome: 'failed', detail: 'original manquant' };
  let copies: Awaited<ReturnType<ImageProcessor['deriveWebCopies']>>;
  try {
    copies = await deps.images.deriveWebCopies(original, { takenAt: photo.taken_at });
  } catch (error) {
    if (error instanceof ImageRejection) return { outcome: 'failed', detail: error.detail ?? error.kind };
    throw error;
  }
  await Promise.all(
    copies.renditions.map((copy) =>
      deps.media.put(renditionKey(stayId, photoId, copy.name, version, folder), copy.data, RENDITION_TYPE),
    ),
  );
  const recorded = await deps.photos.setWebCopies(
    { stageId: stayId, photoId, version, copies: folder },
    { placeholder: copies.placeholder, renditions: RENDITIONS_VERSION },
  );
  if (recorded) return { outcome: 'made' };
  // The version's other objects may be gone already (rotation, deletion, a move of the copies): do
  // not leave ours behind.
  const { failed } = await deps.media.delete(renditionKeys(stayId, photoId, version, folder));
  if (failed.length) throw new Error(`Could not delete ${failed.join(', ')}`);
  return { outcome: 'moved' };
};

export const regenerateWebCopies = async (
  deps: RegenerateWebCopiesDeps,
  { pageSize = 50, concurrency = 2, onPhoto }: RegenerationOptions = {},
): Promise<RegenerationReport> => {
  const report: RegenerationReport = { made: 0, moved: 0, failed: 0 };
  let after: Parameters<PhotoStore['listWithoutWebCopies']>[1]['after'];
  do {
    const page = await deps.photos.listWithoutWebCopies(RENDITIONS_VERSION, { limit: pageSize, after });
    const queue = [...page.photos];
    const worker = async () => {
      for (let photo = queue.shift(); photo; photo = queue.shift()) {
        const { outcome, detail } = await regenerate(deps, photo);
        report[outcome] += 1;
        onPhoto?.(photo, outcome, detail);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    after = page.next;
  } while (after);
  return report;
};
