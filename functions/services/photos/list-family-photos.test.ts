import { describe, expect, it } from 'vitest';
import { photoKeys } from '../../../shared/media-keys.js';
import { RENDITIONS_VERSION, renditionKey } from '../../../shared/renditions.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '../../../test/memory/photos.js';
import { fakeSigner } from '../../../test/memory/url-signer.js';
import { expiresAtFor } from '../../domain/photo-expiry.js';
import { listFamilyPhotos } from './list-family-photos.js';

const NOW = new Date('2026-08-10T10:00:00Z');

describe('listFamilyPhotos', () => {
  it('lists only processed, validated photos not past their date, in upload order, at their version', async () => {
    // Prepare
    const photos = inMemoryPhotoStore();
    photos.seed(
      readyPhoto('stay1', 'p3', { actif: 1, version: 2 }),
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
    const listed = await listFamilyPhotos({ photos, signer: fakeSigner(NOW), clock: () => NOW }, 'stay1');
    // Assess
    expect(listed.map((photo) => photo.id)).toEqual(['p1', 'p3']);
    expect(listed[1]).toEqual({
      id: 'p3',
      path: photoKeys('stay1', 'p3').original,
      actif: 1,
      width: 600,
      height: 400,
      thumbUrl: `https://media.test/${photoKeys('stay1', 'p3', 2).thumb}?get`,
      displayUrl: `https://media.test/${photoKeys('stay1', 'p3', 2).display}?get`,
      originalUrl: `https://media.test/${photoKeys('stay1', 'p3', 2).original}?get`,
      sources: null,
      placeholder: null,
    });
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
    const [photo] = await listFamilyPhotos({ photos, signer: fakeSigner(NOW), clock: () => NOW }, 'stay1');
    // Assess
    expect(photo?.placeholder).toBe('HBkSHYSIeHiPiHh8eJd4eTN0EEQG');
    expect(photo?.sources?.type).toBe('image/webp');
    expect(photo?.sources?.thumbs).toContainEqual({
      url: `https://media.test/${renditionKey('stay1', 'p1', 'thumb-360')}?get`,
      width: 360,
      height: 480,
    });
    expect(photo?.sources?.displays.at(-1)).toEqual({
      url: `https://media.test/${renditionKey('stay1', 'p1', 'display-1600')}?get`,
      width: 1200,
      height: 1600,
    });
  });
});
