import type { Logger } from '@aws-lambda-powertools/logger';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoKeys } from '../../../shared/media-keys.js';
import { inMemoryObjectStorage } from '../../../test/memory/object-storage.js';
import { inMemoryPhotoStore, readyPhoto } from '../../../test/memory/photos.js';
import { createSharpImageProcessor } from '../../adapters/image-processor.js';
import { rotateQuarterTurn } from '../../adapters/image-rotator.js';
import { type RotateJobDeps, rotatePhoto } from './rotate-photo.js';

const world = async () => {
  const media = inMemoryObjectStorage();
  const original = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7a55' } })
    .jpeg()
    .toBuffer();
  await media.put(photoKeys('stay1', 'p1').original, new Uint8Array(original), 'image/jpeg');
  const photos = inMemoryPhotoStore();
  photos.seed(readyPhoto('stay1', 'p1'));
  const deps: RotateJobDeps = {
    media,
    images: createSharpImageProcessor(),
    rotate: rotateQuarterTurn,
    photos,
    logger: { warn: () => undefined } as unknown as Logger,
  };
  return { deps, media, photos };
};

describe('rotatePhoto', () => {
  it('removes the copies it wrote when the photo was deleted while it turned it', async () => {
    // Prepare: the deletion lands between the copies' writes and the version change
    const { deps, media, photos } = await world();
    const racing: RotateJobDeps = {
      ...deps,
      photos: {
        get: photos.get,
        async bumpVersion(stageId, photoId, from, size) {
          await photos.remove(stageId, photoId);
          return photos.bumpVersion(stageId, photoId, from, size);
        },
      },
    };
    // Act
    const outcome = await rotatePhoto(racing, { stageId: 'stay1', photoId: 'p1', fromVersion: 1 });
    // Assess
    expect(outcome).toBe('gone');
    expect([...media.objects.keys()].filter((key) => key.includes('/v2/'))).toEqual([]);
  });

  it('leaves the copies to another delivery of the same job that went first', async () => {
    // Prepare: the other delivery moves the record on just before this one tries
    const { deps, media, photos } = await world();
    const racing: RotateJobDeps = {
      ...deps,
      photos: {
        get: photos.get,
        async bumpVersion(stageId, photoId, from, size) {
          await photos.bumpVersion(stageId, photoId, from, size);
          return photos.bumpVersion(stageId, photoId, from, size);
        },
      },
    };
    // Act
    const outcome = await rotatePhoto(racing, { stageId: 'stay1', photoId: 'p1', fromVersion: 1 });
    // Assess
    expect(outcome).toBe('already-rotated');
    expect(await media.head(photoKeys('stay1', 'p1', 2).original)).toBeDefined();
  });
});
