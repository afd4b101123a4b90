/** The faces worker's image work with sharp: pixels for the detector, and the strip of crops. */
import sharp from 'sharp';
import type { FaceStrips } from '#functions/ports/face-strips.js';
import { FACE_CROP_PX, FACE_STRIP_QUALITY, faceCropRect } from '#shared/face-crops.js';

export const createSharpFaceStrips = (): FaceStrips => ({
  async pixels(jpeg) {
    // The display copy is already upright; a grey or CMYK one still reaches the detector as RGB.
    const { data, info } = await sharp(jpeg)
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height, channels: 3 };
  },

  async cut(image, squares) {
    const raw = { raw: { width: image.width, height: image.height, channels: image.channels } };
    const crops = await Promise.all(
      squares.map((square) =>
        sharp(image.data, raw)
          .extract({ left: square.left, top: square.top, width: square.side, height: square.side })
          .resize(FACE_CROP_PX, FACE_CROP_PX)
          .raw()
          .toBuffer(),
      ),
    );
    const strip = await sharp({
      create: {
        width: Math.max(1, squares.length) * FACE_CROP_PX,
        height: FACE_CROP_PX,
        channels: 3,
        background: '#808080',
      },
    })
      .composite(
        crops.map((input, index) => {
          const rect = faceCropRect(index);
          return {
            input,
            raw: { width: FACE_CROP_PX, height: FACE_CROP_PX, channels: 3 },
            left: rect.left,
            top: rect.top,
          };
        }),
      )
      .jpeg({ quality: FACE_STRIP_QUALITY, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(strip);
  },
});
