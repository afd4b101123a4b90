/**
 * Child process of the thumbnail benchmark: makes the display copy and the thumbnail `count` times
 * with the media worker's own rendering code (one sharp pipeline each, in parallel, as the worker
 * runs them), and prints the time per photo, start-up excluded.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { renderVariant } from '#functions/adapters/image-processor.js';

const [file, count = '1'] = process.argv.slice(2);
if (!file) throw new Error('usage: derive-once <photo> [count]');
const bytes = await readFile(file);
sharp.cache(false); // as the worker sets it
const started = performance.now();
for (let i = 0; i < Number(count); i += 1) {
  await Promise.all([renderVariant(bytes, 'display'), renderVariant(bytes, 'thumb')]);
}
console.log(String((performance.now() - started) / Number(count)));
