/** A photo's stored objects, listed by prefix from an in-memory bucket. */
import type { PhotoObjects } from '#functions/ports/photo-objects.js';

import { photoPrefix, stayArchivesPrefix } from '#shared/media-keys.js';
import type { InMemoryObjectStorage } from './object-storage.js';

export const inMemoryPhotoObjects = (storage: Pick<InMemoryObjectStorage, 'objects'>): PhotoObjects => ({
  async listKeys(stayId, photoId) {
    const prefix = photoPrefix(stayId, photoId);
    return [...storage.objects.keys()].filter((key) => key.startsWith(prefix)).sort();
  },
  async listArchiveKeys(stayId) {
    const prefix = stayArchivesPrefix(stayId);
    return [...storage.objects.keys()].filter((key) => key.startsWith(prefix) && key.endsWith('.zip')).sort();
  },
});
