/**
 * An AT&T (ORL) face as the server's strip would hold it: the 92×112 grey photo is the face with
 * little around it, so a grey border stands for the margin the server keeps around a detected box;
 * made square, brought to the strip's size, saved as JPEG at the strip's quality and read back.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { RgbImage } from '#functions/ports/face-detector.js';
import { orlPhotoPath } from '#scripts/faces/fetch-fixtures.js';
import { parsePgm } from '#scripts/faces/pgm.js';
import { FACE_CROP_PX, FACE_STRIP_QUALITY } from '#shared/face-crops.js';

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
    .png()
    .toBuffer();
  const jpeg = await sharp(square)
    .resize(FACE_CROP_PX, FACE_CROP_PX)
    .toColourspace('srgb')
    .jpeg({ quality: FACE_STRIP_QUALITY })
    .toBuffer();
  const { data, info } = await sharp(jpeg)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Expected an RGB crop, got ${info.channels} channels`);
  return { data: new Uint8Array(data), width: info.width, height: info.height, channels: 3 };
}
