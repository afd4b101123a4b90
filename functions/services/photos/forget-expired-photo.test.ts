import { describe, expect, it } from 'vitest';
import { photoKeys, uploadKey } from '#shared/media-keys.js';
import { recordingLogger } from '#test/fixtures/in-memory.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { inMemoryPhotoObjects } from '#test/memory/photo-objects.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { type ExpiredPhoto, forgetExpiredPhoto } from './forget-expired-photo.js';

const NOW = new Date('2026-08-02T06:00:00Z');
const SHA = 'b'.repeat(64);

const world = async (photo: ExpiredPhoto) => {
  const media = inMemoryObjectStorage();
  for (const key of Object.values(photoKeys(photo.stageId, photo.photoId))) {
    await media.put(key, new Uint8Array([1]), 'image/jpeg');
  }
  // The hash item outlives the record TTL removed.
  const photos = inMemoryPhotoStore();
  photos.hashes.set(`${photo.stageId}/${SHA}`, photo.photoId);
  const photoDeletions = inMemoryPhotoDeletions();
  const deps = {
    photos,
    photoObjects: inMemoryPhotoObjects(media),
    media,
    photoDeletions,
    logger: recordingLogger(),
    clock: () => NOW,
  };
  return { deps, media, photos, photoDeletions };
};

describe('forgetExpiredPhoto', () => {
  it('deletes the objects of a photo past its date, logs it as expired and releases its hash', async () => {
    // Prepare
    const photo = readyPhoto('stay1', 'p1', {
      duree_diffusion: '2026-08-01',
      active_par: 'Luc',
      sha256: SHA,
    });
    const { deps, media, photos, photoDeletions } = await world(photo);
    // Act
    const forgotten = await forgetExpiredPhoto(deps, photo);
    // Assess
    expect(forgotten).toEqual({ objects: 3, logged: true });
    expect([...media.objects.keys()]).toEqual([]);
    expect(photos.hashes.size).toBe(0);
    expect(await photoDeletions.listByStay('stay1')).toEqual([
      {
        stageId: 'stay1',
        photoId: 'p1',
        deleted_at: NOW.toISOString(),
        duree_diffusion: '2026-08-01',
        active_par: 'Luc',
        reason: 'ttl',
        objects: 3,
        // No one deleted it: its date passed.
        deleted_by: null,
        taken_at: '2026-07-01T10:00:00.000Z',
        original_name: 'IMG_0001.jpg',
        bytes: 1000,
      },
    ]);
  });

  it('forgets an upload never received without logging it', async () => {
    // Prepare
    const photo = readyPhoto('stay1', 'p2', { status: 'en_attente', sha256: SHA });
    const { deps, media, photos, photoDeletions } = await world(photo);
    await media.put(uploadKey('stay1', 'p2'), new Uint8Array([1]), 'image/jpeg');
    // Act
    const forgotten = await forgetExpiredPhoto(deps, photo);
    // Assess
    expect(forgotten.logged).toBe(false);
    expect([...media.objects.keys()]).toEqual([]);
    expect(photos.hashes.size).toBe(0);
    expect(await photoDeletions.listByStay('stay1')).toEqual([]);
  });

  it('fails, so the stream delivers the record again, when storage keeps an object', async () => {
    // Prepare
    const photo = readyPhoto('stay1', 'p3', { sha256: SHA });
    const { deps, media, photos, photoDeletions } = await world(photo);
    media.undeletable.add(photoKeys('stay1', 'p3').original);
    // Act
    const failure = await forgetExpiredPhoto(deps, photo).catch((error: unknown) => error);
    // Assess
    expect(failure).toBeInstanceOf(Error);
    expect(await photoDeletions.listByStay('stay1')).toEqual([]);
    expect(photos.hashes.size).toBe(1);
  });
});
