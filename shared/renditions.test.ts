import { describe, expect, it } from 'vitest';
import { photoKeys } from './media-keys.js';
import { photoVersionKeys, RENDITIONS, renditionKey, renditionSize } from './renditions.js';

describe('renditionSize', () => {
  it('bounds a thumbnail by its short side and a display copy by its long side', () => {
    expect(renditionSize(4000, 3000, { side: 'short', px: 360 })).toEqual({ width: 480, height: 360 });
    expect(renditionSize(3000, 4000, { side: 'short', px: 360 })).toEqual({ width: 360, height: 480 });
    expect(renditionSize(4000, 3000, { side: 'long', px: 1600 })).toEqual({ width: 1600, height: 1200 });
  });

  it('never enlarges a photo smaller than the bound', () => {
    expect(renditionSize(300, 200, { side: 'short', px: 360 })).toEqual({ width: 300, height: 200 });
    expect(renditionSize(1000, 800, { side: 'long', px: 1600 })).toEqual({ width: 1000, height: 800 });
  });

  it('keeps at least one pixel on a very thin panorama', () => {
    expect(renditionSize(20000, 10, { side: 'long', px: 1080 })).toEqual({ width: 1080, height: 1 });
  });
});

describe('rendition keys', () => {
  it('live beside the JPEG copies of the same version, so a rotation changes their URLs too', () => {
    expect(renditionKey('s1', 'p1', 'thumb-360')).toBe('photos/s1/p1/thumb-360.webp');
    expect(renditionKey('s1', 'p1', 'thumb-360', 3)).toBe('photos/s1/p1/v3/thumb-360.webp');
    const keys = photoVersionKeys('s1', 'p1', 2);
    expect(keys).toHaveLength(3 + RENDITIONS.length);
    expect(keys).toEqual(expect.arrayContaining(Object.values(photoKeys('s1', 'p1', 2))));
    for (const key of keys) expect(key.startsWith('photos/s1/p1/v2/')).toBe(true);
  });
});
