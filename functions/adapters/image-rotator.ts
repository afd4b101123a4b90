/** Turns an image a quarter turn clockwise with sharp, keeping JPEG at the originals' quality. */

import sharp from 'sharp';
import type { ImageRotator } from '#functions/ports/image-rotator.js';

export const rotateQuarterTurn: ImageRotator = async (bytes) =>
  sharp(bytes).rotate(90).jpeg({ quality: 90, mozjpeg: false }).toBuffer();
