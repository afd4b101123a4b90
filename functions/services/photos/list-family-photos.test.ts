import { describe, expect, it } from 'vitest';
import { expiresAtFor } from '#functions/domain/photo-expiry.js';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import { FACES_VERSION, faceStripKey } from '#shared/face-crops.js';
import { copiesPrefix, photoKeys } from '#shared/media-keys.js';
import { RENDITIONS_VERSION, renditionKey } from '#shared/renditions.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { fakeSigner } from '#test/memory/url-signer.js';
import { listFamilyPhotos } from './list-family-photos.js';

const NOW = new Date('2026-08-10T10:00:00Z');

/** What the fake signer says of a family's scope: one photo's copies folder, for the day. */
const familyScope = (photoId: string, version = 1) =>
  `scope=${encodeURIComponent(copiesPrefix('stay1', photoId, version, 1))}&lifetime=day`;

const depsWith = (photos: ReturnType<typeof inMemoryPhotoStore>) => ({
  photos,
  signer: fakeSigner(NOW),
  clock: () => NOW,
});

describe('listFamilyPhotos', () => {
  it('lists only processed, validated photos not past their date, in upload order, at their version', async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(
      readyPhoto('stay1', 'p3', { actif: 1, version: 2, taken_at: '2026-07-08T12:32:05.000Z' }),
      readyPhoto('stay1', 'p1', {
        actif: 1,
        duree_diffusion: '2026-08-10',
        expires_at: expiresAtFor('2026-08-10'),
      }),
      readyPhoto('stay1', 'p2', { actif: 0 }),
      readyPhoto('stay1', 'p4', {
        actif: 1,
        duree_diffusion: '2026-08-09',
        expires_at: expiresAtFor('2026-08-09'),
      }),
      pendingPhoto('stay1', 'p5', { actif: 1 }),
      readyPhoto('stay2', 'p6', { actif: 1 }),
    );
    // Act
    const listed = await listFamilyPhotos(depsWith(photos), 'stay1', { limit: 50 });
    // Assess
    expect(listed.photos.map((photo) => photo.id)).toEqual(['p1', 'p3']);
    expect(listed.nextCursor).toBeNull();
    expect(listed.photos[1]).toEqual({
      id: 'p3',
      path: photoKeys('stay1', 'p3').original,
      actif: 1,
      width: 600,
      height: 400,
      // When it was taken, which names the file a family saves.
      time: Date.parse('2026-07-08T12:32:05Z') / 1000,
      thumbUrl: `https://media.test/${photoKeys('stay1', 'p3', 2, 1).thumb}?get&${familyScope('p3', 2)}`,
      displayUrl: `https://media.test/${photoKeys('stay1', 'p3', 2, 1).display}?get&${familyScope('p3', 2)}`,
      originalUrl: null,
      sources: null,
      placeholder: null,
      faces: null,
    });
  });

  it("carries a prepared photo's face boxes and its strip's link, signed like its copies", async () => {
    // Prepare: one photo with two faces, one where none were found, one prepared by an older version
    const photos = inMemoryPhotoStore();
    const boxes = [
      { x: 0.5, y: 0.1, w: 0.2, h: 0.3 },
      { x: 0.1, y: 0.2, w: 0.1, h: 0.15 },
    ];
    photos.seed(
      readyPhoto('stay1', 'p1', { actif: 1, faces: { version: FACES_VERSION, boxes } }),
      readyPhoto('stay1', 'p2', { actif: 1, faces: { version: FACES_VERSION, boxes: [] } }),
      readyPhoto('stay1', 'p3', { actif: 1, faces: { version: FACES_VERSION - 1, boxes } }),
    );
    // Act
    const listed = await listFamilyPhotos(depsWith(photos), 'stay1', { limit: 50 });
    // Assess
    expect(listed.photos.map((photo) => photo.faces)).toEqual([
      { boxes, url: `https://media.test/${faceStripKey('stay1', 'p1', 1, 1)}?get&${familyScope('p1', 1)}` },
      { boxes: [], url: null },
      null,
    ]);
  });

  it('carries the placeholder and the WebP sources of a photo made with the current set', async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(
      readyPhoto('stay1', 'p1', {
        actif: 1,
        width: 3000,
        height: 4000,
        placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
        renditions: RENDITIONS_VERSION,
      }),
    );
    // Act
    const {
      photos: [photo],
    } = await listFamilyPhotos(depsWith(photos), 'stay1', { limit: 50 });
    // Assess
    expect(photo?.placeholder).toBe('HBkSHYSIeHiPiHh8eJd4eTN0EEQG');
    expect(photo?.sources?.type).toBe('image/webp');
    expect(photo?.sources?.thumbs).toContainEqual({
      url: `https://media.test/${renditionKey('stay1', 'p1', 'thumb-360', 1, 1)}?get&${familyScope('p1')}`,
      width: 360,
      height: 480,
    });
    expect(photo?.sources?.displays.at(-1)).toEqual({
      url: `https://media.test/${renditionKey('stay1', 'p1', 'display-1600', 1, 1)}?get&${familyScope('p1')}`,
      width: 1200,
      height: 1600,
    });
  });

  it('hands out every visible photo once, page by page, skipping hidden ones, without an empty last page', async () => {
    // Prepare: 24 visible photos, every third one hidden in between
    const photos = inMemoryPhotoStore();
    const ids = Array.from({ length: 36 }, (_, i) => `p${String(i).padStart(3, '0')}`);
    photos.seed(...ids.map((id, i) => readyPhoto('stay1', id, { actif: i % 3 === 2 ? 0 : 1 })));
    const visible = ids.filter((_, i) => i % 3 !== 2);
    // Act
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await listFamilyPhotos(depsWith(photos), 'stay1', { limit: 8, cursor });
      pages.push(page.photos.map((photo) => photo.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    // Assess
    expect(pages.map((page) => page.length)).toEqual([8, 8, 8]);
    expect(pages.flat()).toEqual(visible);
  });

  it('only signs the photos of the page, one scope per photo', async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(...Array.from({ length: 30 }, (_, i) => readyPhoto('stay1', `p${i + 10}`, { actif: 1 })));
    const scopes: string[] = [];
    const signer = {
      getUrl: async (key: string) => `https://media.test/${key}`,
      getScopedUrls: async (scope: { prefix: string }, keys: readonly string[]) => {
        scopes.push(scope.prefix);
        return keys.map((key) => `https://media.test/${key}`);
      },
    };
    // Act
    const page = await listFamilyPhotos({ photos, signer, clock: () => NOW }, 'stay1', { limit: 4 });
    // Assess
    expect(page.photos).toHaveLength(4);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(scopes).toEqual(page.photos.map((photo) => copiesPrefix('stay1', photo.id, 1, 1)));
  });

  it("signs a trainer's or an administrator's reading of the list for the stay, originals included", async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(readyPhoto('stay1', 'p1', { actif: 1 }));
    // Act
    const {
      photos: [photo],
    } = await listFamilyPhotos(depsWith(photos), 'stay1', { limit: 5, viewer: 'staff' });
    // Assess
    expect(photo?.originalUrl).toContain(`/${photoKeys('stay1', 'p1').original}?`);
    expect(new URL(photo?.originalUrl ?? '').searchParams.get('scope')).toBe('photos/stay1/');
  });

  it('refuses a cursor it did not hand out for this stay', async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(...['a1', 'a2', 'a3'].map((id) => readyPhoto('stay1', id, { actif: 1 })));
    photos.seed(...['b1', 'b2', 'b3'].map((id) => readyPhoto('stay2', id, { actif: 1 })));
    const other = await listFamilyPhotos(depsWith(photos), 'stay2', { limit: 1 });
    // Act
    const reading = (cursor: string) => listFamilyPhotos(depsWith(photos), 'stay1', { limit: 1, cursor });
    // Assess
    await expect(reading(other.nextCursor ?? '')).rejects.toBeInstanceOf(InvalidCursorError);
    await expect(reading('not-a-cursor')).rejects.toBeInstanceOf(InvalidCursorError);
  });
});
