/**
 * Phone-like photos drawn in code, for the benches that need what a phone sends rather than noise: a
 * landscape with sharp edges, smooth sky gradients, texture at several scales and a little sensor
 * noise, the mix of flat and busy areas a phone picture of a camp has. At 12 MP and quality 92 each
 * weighs 3 to 4 MB; the noise is drawn anew for each photo, so no two share a SHA-256 (the server
 * keeps one copy of a content per stay and would skip a repeat instead of receiving it).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const noiseLayer = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();

/** A 12 MP landscape or portrait: a scene of shapes, blended with noise at three scales. */
export const phoneLikePhoto = async (seed: number, width: number, height: number): Promise<Buffer> => {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},40%,88%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    ${Array.from({ length: 4 }, (_, i) => {
      const y = height * (0.5 + i * 0.12);
      return `<path d="M0 ${y} Q ${width * 0.3} ${y - height * 0.12} ${width * 0.6} ${y} T ${width} ${y} V ${height} H 0 Z" fill="hsl(${(hue + 120 + i * 25) % 360},35%,${40 - i * 7}%)"/>`;
    }).join('')}
    ${Array.from({ length: 9 }, (_, i) => {
      const x = width * (0.08 + i * 0.1);
      const h = height * (0.12 + ((seed + i) % 4) * 0.05);
      return `<rect x="${x}" y="${height * 0.78 - h}" width="${width * 0.03}" height="${h}" rx="${width * 0.012}" fill="hsl(${(hue + i * 40) % 360},65%,50%)"/><circle cx="${x + width * 0.015}" cy="${height * 0.78 - h - width * 0.02}" r="${width * 0.018}" fill="hsl(25,45%,70%)"/>`;
    }).join('')}
  </svg>`;
  const coarse = await sharp(await noiseLayer(Math.ceil(width / 100), Math.ceil(height / 100), 50))
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const medium = await sharp(await noiseLayer(Math.ceil(width / 8), Math.ceil(height / 8), 45))
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const fine = await noiseLayer(width, height, 10);
  return sharp(Buffer.from(svg))
    .composite([
      { input: coarse, blend: 'soft-light' },
      { input: medium, blend: 'soft-light' },
      { input: fine, blend: 'overlay' },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
};

/** A phone's 12 MP shapes: landscape 4:3, then portrait and landscape as an iPhone takes them. */
const SHAPES = [
  [4000, 3000],
  [3024, 4032],
  [4032, 3024],
] as const;

/** The width and height of the `index`-th photo of a set: the shapes in turn. */
export const phoneShape = (index: number): readonly [number, number] =>
  SHAPES[index % SHAPES.length] ?? SHAPES[0];

export interface PhoneLikePhotos {
  readonly paths: readonly string[];
  readonly totalBytes: number;
}

/** Writes `count` distinct phone-like JPEGs to `dir`, named as a phone's camera roll names them. */
export const writePhoneLikePhotos = async (dir: string, count: number): Promise<PhoneLikePhotos> => {
  const paths: string[] = [];
  let totalBytes = 0;
  // One at a time: each holds several 36 MB layers, and the machine's cores are shared.
  for (let index = 0; index < count; index += 1) {
    const [width, height] = phoneShape(index);
    const jpeg = await phoneLikePhoto(index, width, height);
    const file = path.join(dir, `IMG_${String(7000 + index)}.jpg`);
    await writeFile(file, jpeg);
    paths.push(file);
    totalBytes += jpeg.length;
  }
  return { paths, totalBytes };
};
