import { describe, expect, it } from 'vitest';
import { TILE_SIZES, tileSrcSet } from './tile-sources';

describe('tileSrcSet', () => {
  it('announces thumbnails by their short side, which is what a square tile covers', () => {
    const candidates = [
      { url: 'https://m/thumb-240.webp', width: 320, height: 240 },
      { url: 'https://m/thumb-360.webp', width: 360, height: 480 },
    ];
    expect(tileSrcSet(candidates)).toBe('https://m/thumb-240.webp 240w, https://m/thumb-360.webp 360w');
  });
});

describe('TILE_SIZES', () => {
  it('announces two thirds of each tile on dense screens, before the plain width of the same grid', () => {
    const entries = TILE_SIZES.split(/, (?=\(min|calc)/);
    expect(entries).toEqual([
      '(min-resolution: 2.5dppx) and (min-width: 880px) calc(((min(100vw, 1160px) - 2.5rem - 60px) / 6) * 2 / 3)',
      '(min-width: 880px) calc((min(100vw, 1160px) - 2.5rem - 60px) / 6)',
      '(min-resolution: 2.5dppx) and (min-width: 540px) calc(((min(100vw, 1160px) - 2.5rem - 30px) / 4) * 2 / 3)',
      '(min-width: 540px) calc((min(100vw, 1160px) - 2.5rem - 30px) / 4)',
      '(min-resolution: 2.5dppx) calc(((min(100vw, 1160px) - 2.5rem - 12px) / 3) * 2 / 3)',
      'calc((min(100vw, 1160px) - 2.5rem - 12px) / 3)',
    ]);
  });
});
