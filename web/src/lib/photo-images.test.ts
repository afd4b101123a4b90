import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { displaySrcSet, madePlaceholderDataUrl, placeholderColor, placeholderDataUrl } from './photo-images';

const candidates = [
  { url: 'https://m/thumb-240.webp', width: 320, height: 240 },
  { url: 'https://m/thumb-360.webp', width: 360, height: 480 },
];

describe('srcset of the display copies', () => {
  it('announces display copies by their width', () => {
    expect(displaySrcSet(candidates)).toBe('https://m/thumb-240.webp 320w, https://m/thumb-360.webp 360w');
  });
});

describe('placeholderDataUrl', () => {
  it('turns a ThumbHash into a PNG the browser can paint', () => {
    const rgba = new Uint8Array(4 * 4 * 3).fill(200);
    const hash = btoa(String.fromCharCode(...rgbaToThumbHash(4, 3, rgba)));
    const url = placeholderDataUrl(hash);
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(atob(url?.split(',')[1] ?? '').slice(1, 4)).toBe('PNG');
  });

  it('makes each picture once and keeps it for the tiles mounted again', () => {
    const rgba = new Uint8Array(4 * 4 * 3).map((_, i) => (i * 37) % 256);
    const hash = btoa(String.fromCharCode(...rgbaToThumbHash(4, 3, rgba)));
    expect(madePlaceholderDataUrl(hash)).toBeUndefined();
    const url = placeholderDataUrl(hash);
    expect(madePlaceholderDataUrl(hash)).toBe(url);
  });

  it('gives nothing for a photo without placeholder or with one that does not decode', () => {
    expect(placeholderDataUrl(null)).toBeUndefined();
    expect(placeholderDataUrl('')).toBeUndefined();
    expect(placeholderDataUrl('%%%')).toBeUndefined();
  });
});

describe('placeholderColor', () => {
  it("gives the photo's average colour as CSS", () => {
    // A photo of one orange: its placeholder averages to that orange, within the hash's rounding.
    const rgba = Uint8Array.from({ length: 4 * 4 * 3 }, (_, i) => [230, 120, 30, 255][i % 4] ?? 0);
    const hash = btoa(String.fromCharCode(...rgbaToThumbHash(4, 3, rgba)));
    const [r, g, b] = (placeholderColor(hash)?.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(90);
    expect(g).toBeLessThan(150);
    expect(b).toBeLessThan(60);
  });

  it('gives nothing for a photo without placeholder or with one that does not decode', () => {
    expect(placeholderColor(null)).toBeUndefined();
    expect(placeholderColor('%%%')).toBeUndefined();
  });
});
