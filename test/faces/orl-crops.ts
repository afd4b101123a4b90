/**
 * An AT&T (ORL) face as the server's strip would hold it: the 92×112 grey photo is the face with
 * little around it, so a grey border stands for the margin the server keeps around a detected box;
 * made square, then cut into a strip by the faces worker's own code (same size, same encoder, same
 * quality) and read back.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createSharpFaceStrips } from '#functions/adapters/face-strips.js';
import type { RgbImage } from '#functions/ports/face-detector.js';
import { orlPhotoPath } from '#scripts/faces/fetch-fixtures.js';
import { parsePgm } from '#scripts/faces/pgm.js';

/** The border around the ORL photo, in its pixels: the margin that made faceres find the face. */
const BORDER_PX = 40;
const GREY = { r: 128, g: 128, b: 128 };

export async function orlCrop(subject: number, photo: number): Promise<RgbImage> {
  const grey = parsePgm(await readFile(orlPhotoPath(subject, photo)));
  const side = Math.max(grey.width, grey.height) + 2 * BORDER_PX;
  const left = Math.floor((side - grey.width) / 2);
  const top = Math.floor((side - grey.height) / 2);
  const square = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extend({
      left,
      top,
      right: side - grey.width - left,
      bottom: side - grey.height - top,
      background: GREY,
    })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (square.info.channels !== 3)
    throw new Error(`Expected an RGB square, got ${square.info.channels} channels`);
  const image: RgbImage = { data: new Uint8Array(square.data), width: side, height: side, channels: 3 };
  const strip = await createSharpFaceStrips().cut(image, [{ left: 0, top: 0, side }]);
  const { data, info } = await sharp(strip)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected an RGB crop, got ${info.channels} channels`);
  return { data: new Uint8Array(data), width: info.width, height: info.height, channels: 3 };
}
