import { describe, expect, it } from 'vitest';
import { photoKeys } from '../../../shared/media-keys.js';
import { RENDITIONS, RENDITIONS_VERSION, renditionKey } from '../../../shared/renditions.js';
import { fakeSigner } from '../../../test/memory/url-signer.js';
import { signedPhotoSources, signedPhotoUrls } from './photo-urls.js';

describe('signedPhotoUrls', () => {
  it('signs the three copies of the version the record is at, so a rotated photo shows turned', async () => {
    const photo = { stageId: 'st-1', photoId: 'ph-1', version: 2 };
    const keys = photoKeys('st-1', 'ph-1', 2);
    expect(await signedPhotoUrls(fakeSigner(new Date()), photo)).toEqual({
      thumbUrl: `https://media.test/${keys.thumb}?get`,
      displayUrl: `https://media.test/${keys.display}?get`,
      originalUrl: `https://media.test/${keys.original}?get`,
    });
    expect(keys.thumb).not.toBe(photoKeys('st-1', 'ph-1').thumb);
  });
});

describe('signedPhotoSources', () => {
  const signer = fakeSigner(new Date());
  const made = { stageId: 'st-1', photoId: 'ph-1', version: 3, width: 4000, height: 3000 };

  it('signs every WebP copy of the current version, with its size, thumbnails and display copies apart', async () => {
    const sources = await signedPhotoSources(signer, { ...made, renditions: RENDITIONS_VERSION });
    expect(sources?.thumbs.length).toBe(RENDITIONS.filter((r) => r.kind === 'thumb').length);
    expect(sources?.thumbs[0]).toEqual({
      url: `https://media.test/${renditionKey('st-1', 'ph-1', 'thumb-240', 3)}?get`,
      width: 320,
      height: 240,
    });
    expect(sources?.displays.map((d) => d.width)).toEqual([1080, 1600]);
  });

  it('announces no WebP copy for a photo made before them or with an older set', async () => {
    expect(await signedPhotoSources(signer, made)).toBeNull();
    expect(await signedPhotoSources(signer, { ...made, renditions: RENDITIONS_VERSION - 1 })).toBeNull();
  });

  it('announces none when the record does not know the photo’s size', async () => {
    expect(
      await signedPhotoSources(signer, { ...made, width: undefined, renditions: RENDITIONS_VERSION }),
    ).toBeNull();
  });
});
