import { describe, expect, it } from 'vitest';
import { photoKeys } from '../../../shared/media-keys.js';
import { fakeSigner } from '../../../test/memory/url-signer.js';
import { signedPhotoUrls } from './photo-urls.js';

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
