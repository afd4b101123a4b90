/**
 * Distinct phone-sized JPEGs of random noise, written to a folder for a browser to pick. Noise, so
 * the encoder cannot shrink them below ~4 MB; random, so no two share a SHA-256 (the server keeps
 * one copy of a content per stay and would skip the repeats instead of receiving them).
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** 2560 × 1920 (4.9 MP, a phone photo's 4:3) of uniform noise at quality 92 weighs about 4 MB. */
const WIDTH = 2560;
const HEIGHT = 1920;
const QUALITY = 92;

export interface NoisePhotos {
  readonly paths: readonly string[];
  readonly totalBytes: number;
}

export const writeNoisePhotos = async (dir: string, count: number): Promise<NoisePhotos> => {
  const paths: string[] = [];
  let totalBytes = 0;
  // One at a time: each holds a 13 MB raw buffer, and the machine's cores are shared.
  for (let index = 0; index < count; index += 1) {
    const jpeg = await sharp(randomBytes(WIDTH * HEIGHT * 3), {
      raw: { width: WIDTH, height: HEIGHT, channels: 3 },
    })
      .jpeg({ quality: QUALITY })
      .toBuffer();
    const file = path.join(dir, `IMG_${String(5000 + index)}.jpg`);
    await writeFile(file, jpeg);
    paths.push(file);
    totalBytes += jpeg.length;
  }
  return { paths, totalBytes };
};
