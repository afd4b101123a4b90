/** How a stay's photos are counted, by the DynamoDB store and its stand-in in memory alike. Pure. */
import type { PhotoCounts } from '#functions/ports/stores/photos/photo-store.js';

interface Counted {
  readonly status?: unknown;
  readonly actif?: unknown;
  readonly bytes?: unknown;
}

export const countPhotos = (photos: readonly Counted[]): PhotoCounts => ({
  photos: photos.length,
  bytes: photos.reduce((sum, photo) => sum + (typeof photo.bytes === 'number' ? photo.bytes : 0), 0),
  awaitingValidation: photos.filter((photo) => photo.status === 'prete' && photo.actif === 0).length,
});
