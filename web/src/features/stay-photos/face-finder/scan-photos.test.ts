import { describe, expect, it } from 'vitest';
import { cropBackground, photosWithFaces, stayFaces } from './scan-photos';

const box = { x: 0.1, y: 0.1, w: 0.2, h: 0.2 };

describe('the photos the finder reads', () => {
  const photos = [
    { id: 'two', faces: { boxes: [box, box], url: 'https://m/two/faces.jpg' } },
    { id: 'none', faces: { boxes: [], url: null } },
    { id: 'before-faces' },
    { id: 'one', faces: { boxes: [box], url: 'https://m/one/faces.jpg' } },
  ];

  it('keeps only the photos with faces and a strip', () => {
    expect(photosWithFaces(photos).map((photo) => photo.photoId)).toEqual(['two', 'one']);
  });

  it('lists every face of those photos in the strips order', () => {
    const faces = stayFaces(photosWithFaces(photos));
    expect(faces.map((face) => [face.photo.photoId, face.index, face.count])).toEqual([
      ['two', 0, 2],
      ['two', 1, 2],
      ['one', 0, 1],
    ]);
    expect(faces[1]?.url).toBe('https://m/two/faces.jpg');
  });

  it('shows one crop of the strip in a tile', () => {
    expect(cropBackground({ index: 2, count: 3 }, 80)).toEqual({
      backgroundSize: '240px 80px',
      backgroundPosition: '-160px 0',
    });
  });
});
