/** Turns an image a quarter turn clockwise with sharp, keeping JPEG at the originals' quality. */
import sharp from 'sharp';

export type ImageRotator = (bytes: Uint8Array) => Promise<Uint8Array>;

export const rotateQuarterTurn: ImageRotator = async (bytes) =>
  sharp(bytes).rotate(90).jpeg({ quality: 90, mozjpeg: false }).toBuffer();
