import { describe, expect, it } from 'vitest';
import { copiesPrefix, photoKeys, stayPhotosPrefix } from '#shared/media-keys.js';
import { RENDITIONS, RENDITIONS_VERSION, renditionKey } from '#shared/renditions.js';
import { readyPhoto } from '#test/memory/photos.js';
import { fakeSigner } from '#test/memory/url-signer.js';
import { signedPhotoImages } from './photo-urls.js';

const signer = fakeSigner(new Date());
const scopeOf = (url: string | null | undefined) => new URL(url ?? '').searchParams.get('scope');

describe('signedPhotoImages', () => {
  it('gives a family the copies of this photo alone, for the day and not past its deletion, never the original', async () => {
    // Prepare
    const photo = readyPhoto('st-1', 'ph-1', { version: 2, copies: 3, expires_at: 1_790_000_000 });
    // Act
    const images = await signedPhotoImages(signer, photo, 'family');
    // Assess
    const keys = photoKeys('st-1', 'ph-1', 2, 3);
    expect(images.thumbUrl).toContain(`/${keys.thumb}?`);
    expect(images.displayUrl).toContain(`/${keys.display}?`);
    expect(images.originalUrl).toBeNull();
    expect(scopeOf(images.thumbUrl)).toBe(copiesPrefix('st-1', 'ph-1', 2, 3));
    expect(scopeOf(images.thumbUrl)).toBe('photos/st-1/ph-1/v2/c3/');
    const url = new URL(images.displayUrl);
    expect(url.searchParams.get('lifetime')).toBe('day');
    expect(url.searchParams.get('notAfter')).toBe(new Date(1_790_000_000_000).toISOString());
  });

  it('gives trainers and administrators the whole stay for an hour, original included', async () => {
    // Prepare
    const photo = readyPhoto('st-1', 'ph-1', { version: 2 });
    // Act
    const images = await signedPhotoImages(signer, photo, 'staff');
    // Assess
    expect(images.originalUrl).toContain(`/${photoKeys('st-1', 'ph-1', 2).original}?`);
    for (const url of [images.thumbUrl, images.displayUrl, images.originalUrl]) {
      expect(scopeOf(url)).toBe(stayPhotosPrefix('st-1'));
      expect(new URL(url ?? '').searchParams.get('lifetime')).toBe('hour');
    }
  });

  it('signs a photo made before the copies had a folder object by object, as they sit beside the original', async () => {
    // Prepare
    const photo = readyPhoto('st-1', 'ph-1', { copies: undefined });
    // Act
    const images = await signedPhotoImages(signer, photo, 'family');
    // Assess
    expect(images.thumbUrl).toBe(`https://media.test/${photoKeys('st-1', 'ph-1').thumb}?get`);
    expect(images.originalUrl).toBeNull();
  });

  it('signs every WebP copy of the current version, with its size, thumbnails and display copies apart', async () => {
    // Prepare
    const photo = readyPhoto('st-1', 'ph-1', {
      version: 3,
      width: 4000,
      height: 3000,
      renditions: RENDITIONS_VERSION,
    });
    // Act
    const { sources } = await signedPhotoImages(signer, photo, 'family');
    // Assess
    expect(sources?.thumbs.length).toBe(RENDITIONS.filter((r) => r.kind === 'thumb').length);
    expect(sources?.thumbs[0]?.url).toContain(`/${renditionKey('st-1', 'ph-1', 'thumb-240', 3, 1)}?`);
    expect(sources?.thumbs[0]).toMatchObject({ width: 320, height: 240 });
    expect(sources?.displays.map((d) => d.width)).toEqual([1080, 1600]);
  });

  it('announces no WebP copy for a photo made before them, with an older set, or of unknown size', async () => {
    // Prepare
    const made = readyPhoto('st-1', 'ph-1', { width: 4000, height: 3000 });
    // Act
    const answers = await Promise.all(
      [
        made,
        { ...made, renditions: RENDITIONS_VERSION - 1 },
        { ...made, width: undefined, renditions: RENDITIONS_VERSION },
      ].map((photo) => signedPhotoImages(signer, photo, 'family')),
    );
    // Assess
    expect(answers.map((answer) => answer.sources)).toEqual([null, null, null]);
  });
});
