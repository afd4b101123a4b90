import { describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { faceStripKey } from '#shared/face-crops.js';
import { photoKeys } from '#shared/media-keys.js';
import { familyCopyKeys } from '#shared/renditions.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { withdrawPhotoCopies } from './withdraw-photo-copies.js';

/** A hidden photo with every object of its version stored. */
const world = async (photo: PhotoRecord) => {
  const photos = inMemoryPhotoStore();
  photos.seed(photo);
  const media = inMemoryObjectStorage();
  const { stageId: stayId, photoId, version, copies } = photo;
  for (const key of [
    photoKeys(stayId, photoId, version).original,
    ...familyCopyKeys(stayId, photoId, version, copies),
  ])
    await media.put(key, new TextEncoder().encode(key), 'image/jpeg');
  const stored = () => [...media.objects.keys()].sort();
  return { photos, media, stored };
};

describe('withdrawPhotoCopies', () => {
  it('moves the copies to the next folder, keeps the original, and records the folder', async () => {
    // Prepare
    const photo = readyPhoto('s1', 'p1', { actif: 0, version: 2, copies: 1 });
    const { photos, media, stored } = await world(photo);
    // Act
    const outcome = await withdrawPhotoCopies({ photos, media }, photo);
    // Assess
    expect(outcome).toBe('moved');
    expect((await photos.get('s1', 'p1'))?.copies).toBe(2);
    expect(stored()).toEqual([photoKeys('s1', 'p1', 2).original, ...familyCopyKeys('s1', 'p1', 2, 2)].sort());
    // The bytes moved with their names.
    const thumb = media.objects.get(photoKeys('s1', 'p1', 2, 2).thumb);
    expect(new TextDecoder().decode(thumb?.body)).toBe(photoKeys('s1', 'p1', 2, 1).thumb);
  });

  it("moves a prepared photo's strip of faces with its copies", async () => {
    // Prepare
    const photo = readyPhoto('s1', 'p1', { actif: 0, copies: 1 });
    const { photos, media } = await world(photo);
    await media.put(faceStripKey('s1', 'p1', 1, 1), new Uint8Array([7]), 'image/jpeg');
    // Act
    await withdrawPhotoCopies({ photos, media }, photo);
    // Assess
    expect(media.objects.has(faceStripKey('s1', 'p1', 1, 1))).toBe(false);
    expect(media.objects.get(faceStripKey('s1', 'p1', 1, 2))?.body).toEqual(new Uint8Array([7]));
  });

  it('gives the copies of a photo made before they had a folder their first folder, the original left alone', async () => {
    // Prepare
    const photo = readyPhoto('s1', 'p1', { actif: 0, copies: undefined });
    const { photos, media, stored } = await world(photo);
    // Act
    await withdrawPhotoCopies({ photos, media }, photo);
    // Assess
    expect((await photos.get('s1', 'p1'))?.copies).toBe(1);
    expect(stored()).toEqual([photoKeys('s1', 'p1').original, ...familyCopyKeys('s1', 'p1', 1, 1)].sort());
  });

  it('delivered again after the move, empties the old folder again and moves nothing', async () => {
    // Prepare: a first delivery moved the copies, then stopped before the old folder was emptied
    const photo = readyPhoto('s1', 'p1', { actif: 0, copies: 1 });
    const { photos, media, stored } = await world(photo);
    await withdrawPhotoCopies({ photos, media }, photo);
    for (const key of familyCopyKeys('s1', 'p1', 1, 1))
      await media.put(key, new Uint8Array([1]), 'image/jpeg');
    // Act
    const outcome = await withdrawPhotoCopies({ photos, media }, photo);
    // Assess
    expect(outcome).toBe('moved-before');
    expect((await photos.get('s1', 'p1'))?.copies).toBe(2);
    expect(stored()).toEqual([photoKeys('s1', 'p1').original, ...familyCopyKeys('s1', 'p1', 1, 2)].sort());
  });

  it('reads a photo rotated during the move again, and moves the new version, leaving nothing copied for nothing', async () => {
    // Prepare: the rotation lands between the copies and the record's move
    const photo = readyPhoto('s1', 'p1', { actif: 0, copies: 1 });
    const { photos, media, stored } = await world(photo);
    for (const key of familyCopyKeys('s1', 'p1', 2, 1))
      await media.put(key, new Uint8Array([2]), 'image/jpeg');
    let rotated = false;
    const racing = {
      ...photos,
      moveCopies: async (...args: Parameters<typeof photos.moveCopies>) => {
        if (!rotated) {
          rotated = true;
          photos.seed({ ...photo, version: 2 });
          await media.delete(familyCopyKeys('s1', 'p1', 1, 1));
        }
        return photos.moveCopies(...args);
      },
    };
    // Act
    const outcome = await withdrawPhotoCopies({ photos: racing, media }, photo);
    // Assess
    expect(outcome).toBe('moved');
    expect((await photos.get('s1', 'p1'))?.copies).toBe(2);
    expect(stored()).toEqual([photoKeys('s1', 'p1').original, ...familyCopyKeys('s1', 'p1', 2, 2)].sort());
  });

  it('leaves a photo deleted meanwhile alone', async () => {
    // Prepare
    const photo = readyPhoto('s1', 'p1', { actif: 0 });
    const { photos, media } = await world(photo);
    await photos.remove('s1', 'p1');
    // Act
    const outcome = await withdrawPhotoCopies({ photos, media }, photo);
    // Assess
    expect(outcome).toBe('gone');
  });

  it('fails, for the stream to deliver again, when storage keeps an old copy', async () => {
    // Prepare
    const photo = readyPhoto('s1', 'p1', { actif: 0 });
    const { photos, media } = await world(photo);
    media.undeletable.add(photoKeys('s1', 'p1', 1, 1).thumb);
    // Act
    const withdrawal = withdrawPhotoCopies({ photos, media }, photo);
    // Assess
    await expect(withdrawal).rejects.toThrow(/refused to delete/);
  });
});
