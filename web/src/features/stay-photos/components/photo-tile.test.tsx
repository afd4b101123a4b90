import { renderToStaticMarkup } from 'react-dom/server';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import type { Photo } from '#shared/schemas';
import { PhotoTile } from './photo-tile';

const legacy: Photo = {
  id: 'p1',
  path: 'photos/s/p1/original.jpg',
  actif: 1,
  width: 400,
  height: 300,
  time: 1_783_513_920,
  thumbUrl: 'https://m/thumb.jpg',
  displayUrl: 'https://m/display.jpg',
  originalUrl: 'https://m/original.jpg',
  sources: null,
  placeholder: null,
  faces: null,
};

const current: Photo = {
  ...legacy,
  sources: {
    type: 'image/webp',
    thumbs: [
      { url: 'https://m/thumb-240.webp', width: 320, height: 240 },
      { url: 'https://m/thumb-360.webp', width: 480, height: 360 },
    ],
    displays: [{ url: 'https://m/display-1600.webp', width: 1600, height: 1200 }],
  },
  placeholder: btoa(String.fromCharCode(...rgbaToThumbHash(4, 3, new Uint8Array(48).fill(120)))),
};

const render = (photo: Photo) =>
  renderToStaticMarkup(
    <PhotoTile
      photo={photo}
      index={0}
      total={1}
      selecting={false}
      selected={false}
      onToggle={() => {}}
      onOpen={() => {}}
      pixels={231}
    />,
  );

describe('PhotoTile', () => {
  it('shows the WebP thumbnail its size needs, with no srcset, over the placeholder colour', () => {
    const html = render(current);
    expect(html).toContain('src="https://m/thumb-240.webp"');
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('<source');
    // The first render paints the placeholder's colour; its picture comes after (see gallery-images e2e).
    expect(html).toContain('background-color:rgb(');
  });

  it('shows the JPEG thumbnail alone for a photo made before the WebP copies and the placeholder', () => {
    const html = render(legacy);
    expect(html).not.toContain('<source');
    expect(html).not.toContain('background');
    expect(html).toContain('src="https://m/thumb.jpg"');
  });
});
