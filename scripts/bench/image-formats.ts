/**
 * Which format, size and quality the gallery's copies use: bytes, encode time and fidelity (PSNR
 * against a lossless resize of the same photo) of JPEG, WebP and AVIF at the candidate sizes, on
 * 12 MP phone-like photos drawn in code (phone-photos.ts). Run:
 * `npx tsx scripts/bench/image-formats.ts` (prints a Markdown table; BENCH_PHOTOS sets how many
 * photos, 3 by default).
 *
 * The photos are not noise (which no encoder can shrink and which favours no format): a landscape
 * with sharp edges, smooth sky gradients, texture at several scales and a little sensor noise, the
 * mix of flat and busy areas a phone picture of a camp has.
 */
import sharp from 'sharp';
import { phoneLikePhoto, phoneShape } from './phone-photos.js';

interface Candidate {
  readonly label: string;
  readonly format: 'jpeg' | 'webp' | 'avif';
  readonly quality: number;
}

const DEFAULT_CANDIDATES: readonly Candidate[] = [
  { label: 'JPEG q75', format: 'jpeg', quality: 75 },
  { label: 'JPEG q82', format: 'jpeg', quality: 82 },
  { label: 'WebP q70', format: 'webp', quality: 70 },
  { label: 'WebP q78', format: 'webp', quality: 78 },
  { label: 'AVIF q50', format: 'avif', quality: 50 },
];

/** BENCH_FORMATS=webp:60,jpeg:75 replaces the list above. */
const CANDIDATES: readonly Candidate[] = process.env.BENCH_FORMATS
  ? process.env.BENCH_FORMATS.split(',').map((item) => {
      const [format = 'webp', quality = '70'] = item.split(':');
      if (format !== 'jpeg' && format !== 'webp' && format !== 'avif') throw new Error(`format? ${format}`);
      const names = { jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF' } as const;
      return { label: `${names[format]} q${quality}`, format, quality: Number(quality) };
    })
  : DEFAULT_CANDIDATES;

/** Thumbnails by their short side (the grid's tiles are squares the photo covers), copies by their long side. */
const DEFAULT_SIZES: readonly {
  readonly name: string;
  readonly side: 'short' | 'long';
  readonly px: number;
}[] = [
  { name: 'vignette 240', side: 'short', px: 240 },
  { name: 'vignette 360', side: 'short', px: 360 },
  { name: 'vignette 480', side: 'short', px: 480 },
  { name: 'affichage 1080', side: 'long', px: 1080 },
  { name: 'affichage 1600', side: 'long', px: 1600 },
];

/** BENCH_SIZES=thumb:300,display:1600 replaces the list above. */
const SIZES: typeof DEFAULT_SIZES = process.env.BENCH_SIZES
  ? process.env.BENCH_SIZES.split(',').map((item) => {
      const [kind, px = '0'] = item.split(':');
      return kind === 'thumb'
        ? { name: `vignette ${px}`, side: 'short', px: Number(px) }
        : { name: `affichage ${px}`, side: 'long', px: Number(px) };
    })
  : DEFAULT_SIZES;

const resized = (input: Buffer, side: 'short' | 'long', px: number) =>
  sharp(input).resize({ width: px, height: px, fit: side === 'short' ? 'outside' : 'inside' });

const psnr = (a: Buffer, b: Buffer): number => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  const mse = sum / a.length;
  return 10 * Math.log10((255 * 255) / mse);
};

const main = async () => {
  const count = Number(process.env.BENCH_PHOTOS ?? 3);
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const [w, h] = phoneShape(i);
    photos.push(await phoneLikePhoto(i, w, h));
  }
  console.log(
    `photos: ${photos.length}, ${photos.map((p) => `${(p.length / 1e6).toFixed(1)} MB`).join(', ')}`,
  );
  sharp.cache(false);
  sharp.concurrency(1);
  const rows: string[] = [];
  for (const size of SIZES) {
    const references = await Promise.all(
      photos.map((photo) => resized(photo, size.side, size.px).raw().toBuffer()),
    );
    for (const candidate of CANDIDATES) {
      let bytes = 0;
      let ms = 0;
      let quality = 0;
      for (const [i, photo] of photos.entries()) {
        const started = performance.now();
        const out = await resized(photo, size.side, size.px)
          [candidate.format]({
            quality: candidate.quality,
            ...(candidate.format === 'avif' ? { effort: 4 } : {}),
          })
          .toBuffer();
        ms += performance.now() - started;
        bytes += out.length;
        quality += psnr(await sharp(out).raw().toBuffer(), references[i] ?? Buffer.alloc(0));
      }
      const n = photos.length;
      rows.push(
        `| ${size.name} | ${candidate.label} | ${(bytes / n / 1024).toFixed(1)} | ${(ms / n).toFixed(0)} | ${(quality / n).toFixed(1)} |`,
      );
      console.error(rows.at(-1));
    }
  }
  console.log('| copie | format | Ko (moyenne) | ms d’encodage (12 Mpx → copie) | PSNR dB |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
};

await main();
