import { describe, expect, it } from 'vitest';
import { tilePixels, tileSource, tileThumbnail } from './tile-sources';

const thumb240 = { url: 'https://m/thumb-240.webp', width: 320, height: 240 };
const thumb360 = { url: 'https://m/thumb-360.webp', width: 360, height: 480 };
const thumb480 = { url: 'https://m/thumb-480.webp', width: 640, height: 480 };
const thumbs = [thumb240, thumb360, thumb480];

describe('tilePixels', () => {
  it('asks two thirds of the pixels on screens of density 2.5 and more, all of them below', () => {
    // A 390 px phone at density 3: tiles of ~115 px ask what a phone of density 2 would.
    expect(tilePixels(115.3, 3)).toBe(231);
    expect(tilePixels(115.3, 2)).toBe(231);
    expect(tilePixels(115.3, 2.5)).toBe(192);
    expect(tilePixels(179, 1)).toBe(179);
  });
});

describe('tileThumbnail', () => {
  it('takes the first copy whose short side covers the tile', () => {
    expect(tileThumbnail(thumbs, 231)).toBe(thumb240);
    expect(tileThumbnail(thumbs, 360)).toBe(thumb360);
    expect(tileThumbnail(thumbs, 430)).toBe(thumb480);
  });

  it('keeps the smaller copy when it falls short by less than the larger one exceeds', () => {
    // 240 × 360 has a geometric mean of ~294: a tile needing 250 pixels is nearer the smaller one.
    expect(tileThumbnail(thumbs, 250)).toBe(thumb240);
    expect(tileThumbnail(thumbs, 300)).toBe(thumb360);
  });

  it('takes the largest copy when none covers the tile, and none of no copies', () => {
    expect(tileThumbnail(thumbs, 900)).toBe(thumb480);
    expect(tileThumbnail([], 100)).toBeUndefined();
  });
});

describe('tileSource', () => {
  const jpeg = 'https://m/thumb.jpg';

  it("gives the WebP copy for the tile's size, the JPEG thumbnail for a photo without copies", () => {
    const sources = { type: 'image/webp' as const, thumbs, displays: [] };
    expect(tileSource({ thumbUrl: jpeg, sources }, 231)).toBe(thumb240.url);
    expect(tileSource({ thumbUrl: jpeg, sources }, 430)).toBe(thumb480.url);
    expect(tileSource({ thumbUrl: jpeg, sources: null }, 231)).toBe(jpeg);
    expect(tileSource({ thumbUrl: jpeg, sources: { ...sources, thumbs: [] } }, 231)).toBe(jpeg);
  });
});
