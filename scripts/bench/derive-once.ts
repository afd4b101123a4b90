/**
 * Child process of the thumbnail benchmark: makes the display copy and the thumbnail `count` times,
 * as the media worker renders them (one sharp pipeline each, in parallel), and prints the time per
 * photo, start-up excluded.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { DISPLAY_SIZE, THUMBNAIL_SIZE } from '../../shared/limits.js';

const [file, count = '1'] = process.argv.slice(2);
if (!file) throw new Error('usage: derive-once <photo> [count]');
const bytes = await readFile(file);
sharp.cache(false);
const render = (size: number, quality: number) =>
  sharp(bytes)
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer();
const started = performance.now();
for (let i = 0; i < Number(count); i += 1) {
  await Promise.all([render(DISPLAY_SIZE, 82), render(THUMBNAIL_SIZE, 75)]);
}
console.log(String((performance.now() - started) / Number(count)));
