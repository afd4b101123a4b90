import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FACE_CROP_PX, faceCropRect } from '#shared/face-crops.js';
import { createSharpFaceStrips } from './face-strips.js';

/** A 400×300 grey JPEG with a red square at (40, 50) and a blue one at (300, 200), 60 px each. */
const scene = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080' } })
    .composite([
      {
        input: { create: { width: 60, height: 60, channels: 3, background: '#ff0000' } },
        left: 40,
        top: 50,
      },
      {
        input: { create: { width: 60, height: 60, channels: 3, background: '#0000ff' } },
        left: 300,
        top: 200,
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();

/** The mean colour of face `index`'s square in the strip. */
const meanOf = async (strip: Uint8Array, index: number) => {
  const { left, top, width, height } = faceCropRect(index);
  // stats() reads its input, not the pipeline's output: the square is cut out first.
  const square = await sharp(strip).extract({ left, top, width, height }).toBuffer();
  const { channels } = await sharp(square).stats();
  return channels.map((channel) => Math.round(channel.mean));
};

describe('sharp face strips', () => {
  it('reads the pixels as RGB and cuts each square into the strip, in order', async () => {
    // Prepare
    const strips = createSharpFaceStrips();
    const image = await strips.pixels(new Uint8Array(await scene()));
    // Act
    const strip = await strips.cut(image, [
      { left: 300, top: 200, side: 60 },
      { left: 40, top: 50, side: 60 },
    ]);
    // Assess
    expect(image).toMatchObject({ width: 400, height: 300, channels: 3 });
    expect(image.data.byteLength).toBe(400 * 300 * 3);
    const meta = await sharp(strip).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2 * FACE_CROP_PX, height: FACE_CROP_PX });
    const [blue, red] = [await meanOf(strip, 0), await meanOf(strip, 1)];
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0]).toBeLessThan(40);
    expect(red[0]).toBeGreaterThan(200);
    expect(red[2]).toBeLessThan(40);
  });

  it('reads a greyscale copy as three channels', async () => {
    // Prepare
    const grey = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#444' } })
      .greyscale()
      .jpeg()
      .toBuffer();
    // Act
    const image = await createSharpFaceStrips().pixels(new Uint8Array(grey));
    // Assess
    expect(image.data.byteLength).toBe(20 * 10 * 3);
  });
});
