import type { Logger } from '@aws-lambda-powertools/logger';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { rotateQuarterTurn } from '#functions/adapters/image-rotator.js';
import { photoKeys } from '#shared/media-keys.js';
import { photoVersionKeys, RENDITIONS_VERSION, renditionKeys } from '#shared/renditions.js';
import { exifTags } from '#test/helpers/exif-tags.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
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
  it('makes every copy and the placeholder again under the next version, and removes the old ones', async () => {
    // Prepare: a photo processed before the WebP copies (JPEG copies only, no placeholder), 60×40
    const { deps, media, photos } = await world();
    // Act
    const outcome = await rotatePhoto(deps, { stageId: 'stay1', photoId: 'p1', fromVersion: 1 });
    // Assess
    expect(outcome).toBe('rotated');
    expect([...media.objects.keys()].sort()).toEqual(photoVersionKeys('stay1', 'p1', 2, 1).sort());
    for (const key of renditionKeys('stay1', 'p1', 2, 1)) {
      const copy = media.objects.get(key);
      expect(copy?.contentType).toBe('image/webp');
      const metadata = await sharp(copy?.body).metadata();
      expect(metadata.format).toBe('webp');
      // Turned a quarter: the landscape is now portrait.
      expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
    }
    const record = await photos.get('stay1', 'p1');
    expect(record).toMatchObject({ version: 2, width: 40, height: 60, renditions: RENDITIONS_VERSION });
    expect(thumbHashToApproximateAspectRatio(Buffer.from(record?.placeholder ?? '', 'base64'))).toBeLessThan(
      1,
    );
  });

  it('keeps the capture time of the record in every copy it makes again, and nothing else', async () => {
    // Prepare: a photo taken at 14:32 in Paris; its stored original, turned, loses its EXIF
    const { deps, media, photos } = await world();
    photos.seed({ ...readyPhoto('stay1', 'p1'), taken_at: '2026-07-08T12:32:00.000Z' });
    // Act
    await rotatePhoto(deps, { stageId: 'stay1', photoId: 'p1', fromVersion: 1 });
    // Assess
    const keys = photoVersionKeys('stay1', 'p1', 2, 1);
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      const exif = (await sharp(media.objects.get(key)?.body).metadata()).exif ?? Buffer.alloc(0);
      expect(exif.includes('2026:07:08 14:32:00')).toBe(true);
      expect(exif.includes('+02:00')).toBe(true);
      expect(exifTags(exif).gps).toEqual([]);
    }
  });

  it('removes the copies it wrote when the photo was deleted while it turned it', async () => {
    // Prepare: the deletion lands between the copies' writes and the version change
    const { deps, media, photos } = await world();
    const racing: RotateJobDeps = {
      ...deps,
      photos: {
        get: photos.get,
        async bumpVersion(stayId, photoId, from, size, copies) {
          await photos.remove(stayId, photoId);
          return photos.bumpVersion(stayId, photoId, from, size, copies);
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
        async bumpVersion(stayId, photoId, from, size, copies) {
          await photos.bumpVersion(stayId, photoId, from, size, copies);
          return photos.bumpVersion(stayId, photoId, from, size, copies);
        },
      },
    };
    // Act
    const outcome = await rotatePhoto(racing, { stageId: 'stay1', photoId: 'p1', fromVersion: 1 });
    // Assess
    expect(outcome).toBe('already-rotated');
    expect(await media.head(photoKeys('stay1', 'p1', 2).original)).toBeDefined();
  });

  it('turns again a photo whose copies moved while it turned it (families lost sight of it), leaving nothing behind', async () => {
    // Prepare: the copies move to the next folder between the writes and the version change
    const { deps, media, photos } = await world();
    let moved = false;
    const racing: RotateJobDeps = {
      ...deps,
      photos: {
        get: photos.get,
        async bumpVersion(stayId, photoId, from, size, copies) {
          if (!moved) {
            moved = true;
            await photos.moveCopies({ stageId: stayId, photoId, version: from, copies }, 2);
          }
          return photos.bumpVersion(stayId, photoId, from, size, copies);
        },
      },
    };
    const job = { stageId: 'stay1', photoId: 'p1', fromVersion: 1 };
    // Act
    const first = rotatePhoto(racing, job);
    // Assess
    await expect(first).rejects.toThrow(/tried again/);
    expect([...media.objects.keys()].filter((key) => key.includes('/v2/'))).toEqual([]);
    // Act: the queue delivers the job again
    expect(await rotatePhoto(racing, job)).toBe('rotated');
    // Assess
    expect(await photos.get('stay1', 'p1')).toMatchObject({ version: 2, copies: 2 });
    expect(media.objects.has(photoKeys('stay1', 'p1', 2, 2).thumb)).toBe(true);
  });
});
