import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { photoKeys } from '#shared/media-keys.js';
import { RENDITIONS_VERSION, renditionKeys } from '#shared/renditions.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { type RegenerateWebCopiesDeps, regenerateWebCopies } from './regenerate-web-copies.js';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();

/** Photos stored before the WebP copies: records without them, JPEG originals in storage. */
const world = async (count: number) => {
  const media = inMemoryObjectStorage();
  const photos = inMemoryPhotoStore();
  for (let i = 1; i <= count; i += 1) {
    const record = readyPhoto('stay1', `p${i}`, { width: 60, height: 40, version: i === 1 ? 2 : 1 });
    photos.seed(record);
    await media.put(
      photoKeys('stay1', record.photoId, record.version).original,
      await jpeg(60, 40),
      'image/jpeg',
    );
  }
  const deps: RegenerateWebCopiesDeps = { media, photos, images: createSharpImageProcessor() };
  return { deps, media, photos };
};

describe('regenerateWebCopies', () => {
  it('gives every older ready photo its WebP copies at its version and records them', async () => {
    // Prepare: three older photos (p1 rotated once), one already done, one pending
    const { deps, media, photos } = await world(3);
    photos.seed(
      readyPhoto('stay1', 'p9', { placeholder: 'x', renditions: RENDITIONS_VERSION }),
      pendingPhoto('stay1', 'p8'),
    );
    // Act
    const report = await regenerateWebCopies(deps, { pageSize: 2 });
    // Assess
    expect(report).toEqual({ made: 3, moved: 0, failed: 0 });
    for (const [photoId, version] of [
      ['p1', 2],
      ['p2', 1],
      ['p3', 1],
    ] as const) {
      for (const key of renditionKeys('stay1', photoId, version, 1))
        expect(media.objects.get(key)?.contentType).toBe('image/webp');
      const record = await photos.get('stay1', photoId);
      expect(record).toMatchObject({ renditions: RENDITIONS_VERSION, version });
      expect(record?.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    }
    expect([...media.objects.keys()].some((key) => key.includes('p9') || key.includes('p8'))).toBe(false);
  });

  it('does nothing on a second run', async () => {
    // Prepare
    const { deps, media } = await world(2);
    await regenerateWebCopies(deps);
    const before = media.calls.length;
    // Act
    const report = await regenerateWebCopies(deps);
    // Assess
    expect(report).toEqual({ made: 0, moved: 0, failed: 0 });
    expect(media.calls.slice(before).filter(([operation]) => operation === 'put')).toEqual([]);
  });

  it('finishes on a new run what a stopped run left', async () => {
    // Prepare: the run stops (a crash) while recording the second photo
    const { deps, photos } = await world(3);
    let recorded = 0;
    const stopping: RegenerateWebCopiesDeps = {
      ...deps,
      photos: {
        listWithoutWebCopies: photos.listWithoutWebCopies,
        setWebCopies: (...args) => {
          recorded += 1;
          return recorded === 2 ? Promise.reject(new Error('stopped')) : photos.setWebCopies(...args);
        },
      },
    };
    await expect(regenerateWebCopies(stopping, { concurrency: 1 })).rejects.toThrow('stopped');
    // Act
    const report = await regenerateWebCopies(deps);
    // Assess
    expect(report.made).toBe(2);
    for (const id of ['p1', 'p2', 'p3'])
      expect((await photos.get('stay1', id))?.renditions).toBe(RENDITIONS_VERSION);
  });

  it('leaves no copy behind for a photo rotated while it worked', async () => {
    // Prepare: the rotation moves p2 to version 2 just before the copies are recorded
    const { deps, media, photos } = await world(2);
    const racing: RegenerateWebCopiesDeps = {
      ...deps,
      photos: {
        listWithoutWebCopies: photos.listWithoutWebCopies,
        async setWebCopies(photo, copies) {
          if (photo.photoId === 'p2')
            await photos.bumpVersion('stay1', 'p2', 1, { width: 40, height: 60 }, 1);
          return photos.setWebCopies(photo, copies);
        },
      },
    };
    // Act
    const report = await regenerateWebCopies(racing);
    // Assess
    expect(report).toEqual({ made: 1, moved: 1, failed: 0 });
    for (const key of renditionKeys('stay1', 'p2', 1, 1)) expect(media.objects.has(key)).toBe(false);
  });

  it('reports a photo whose original is missing and goes on with the others', async () => {
    // Prepare
    const { deps, media, photos } = await world(2);
    await media.delete([photoKeys('stay1', 'p2').original]);
    const seen: string[] = [];
    // Act
    const report = await regenerateWebCopies(deps, {
      onPhoto: (photo, outcome) => seen.push(`${photo.photoId}:${outcome}`),
    });
    // Assess
    expect(report).toEqual({ made: 1, moved: 0, failed: 1 });
    expect(seen.sort()).toEqual(['p1:made', 'p2:failed']);
    expect((await photos.get('stay1', 'p2'))?.renditions).toBeUndefined();
  });
});
