import { describe, expect, it } from 'vitest';
import { FACE_CROP_MARGIN, MAX_FACES_PER_PHOTO, MIN_FACE_SHARE } from '#shared/face-crops.js';
import { chooseFaces, cropSquare } from './face-crops.js';

const image = { width: 1000, height: 800 };

describe('cropSquare', () => {
  it('centres the box with the margin around its longer side', () => {
    // Prepare: a 100×120 face in the middle
    const box = { x: 450, y: 340, w: 100, h: 120 };
    // Act
    const square = cropSquare(box, image);
    // Assess
    const side = Math.round(120 * (1 + 2 * FACE_CROP_MARGIN));
    expect(square).toEqual({ left: 500 - side / 2, top: 400 - side / 2, side });
  });

  it('slides the square inwards at an edge, keeping its size and the whole face', () => {
    // Prepare: a face in the top left corner
    const box = { x: 5, y: 0, w: 100, h: 100 };
    // Act
    const square = cropSquare(box, image);
    // Assess
    expect(square).toEqual({ left: 0, top: 0, side: 180 });
  });

  it('slides it inwards at the far edges too', () => {
    // Act
    const square = cropSquare({ x: 950, y: 760, w: 50, h: 40 }, image);
    // Assess
    expect(square).toEqual({ left: 1000 - 90, top: 800 - 90, side: 90 });
  });

  it('shrinks it to the image only when it would not fit', () => {
    // Act
    const square = cropSquare({ x: 100, y: 50, w: 700, h: 700 }, image);
    // Assess
    expect(square).toEqual({ left: 50, top: 0, side: 800 });
  });
});

describe('chooseFaces', () => {
  it('keeps the largest faces first, at most the limit, boxes as shares of the image', () => {
    // Prepare: more faces than kept, sizes growing from left to right
    const found = Array.from({ length: MAX_FACES_PER_PHOTO + 3 }, (_, i) => ({
      x: i * 60,
      y: 100,
      w: 40 + i,
      h: 50 + i,
    }));
    // Act
    const chosen = chooseFaces(found, image);
    // Assess
    expect(chosen).toHaveLength(MAX_FACES_PER_PHOTO);
    expect(chosen[0]?.box).toEqual({ x: 0.84, y: 0.125, w: 0.054, h: 0.08 });
    const widths = chosen.map((face) => face.box.w);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
  });

  it('skips faces too small to be recognised', () => {
    // Prepare: one face just under the share of the shorter side, one just over
    const limit = MIN_FACE_SHARE * 800;
    const found = [
      { x: 10, y: 10, w: limit - 1, h: limit - 1 },
      { x: 500, y: 10, w: limit, h: limit - 2 },
    ];
    // Act
    const chosen = chooseFaces(found, image);
    // Assess
    expect(chosen.map((face) => face.box.x)).toEqual([0.5]);
  });

  it('keeps only the part of a box inside the photo', () => {
    // Act
    const [face] = chooseFaces([{ x: -20, y: 700, w: 120, h: 150 }], image);
    // Assess
    expect(face?.box).toEqual({ x: 0, y: 0.875, w: 0.1, h: 0.125 });
  });

  it('orders faces of the same size left to right, so a photo always gives the same strip', () => {
    // Act
    const chosen = chooseFaces(
      [
        { x: 600, y: 10, w: 80, h: 80 },
        { x: 100, y: 10, w: 80, h: 80 },
      ],
      image,
    );
    // Assess
    expect(chosen.map((face) => face.box.x)).toEqual([0.1, 0.6]);
  });
});
