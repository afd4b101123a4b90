import { describe, expect, it } from 'vitest';
import { photoKey, photoKeys, photoPrefix } from './media-keys.js';

describe('photo keys by version', () => {
  it('keeps the first layout for version 1', () => {
    expect(photoKeys('s1', 'p1')).toEqual(photoKeys('s1', 'p1', 1));
    expect(photoKey('s1', 'p1', 'thumb')).toBe('photos/s1/p1/thumb.jpg');
  });

  it('puts later versions under v{n}/, still under the photo prefix', () => {
    const key = photoKey('s1', 'p1', 'original', 3);
    expect(key).toBe('photos/s1/p1/v3/original.jpg');
    expect(key.startsWith(photoPrefix('s1', 'p1'))).toBe(true);
  });
});
