/**
 * Media worker benchmark: display copy (1600 px) and thumbnail (400 px) of a 12 MP JPEG,
 * our sharp pipelines (as the worker renders them) against
 * ImageMagick's `convert` making the same two outputs. Photos per second per core and peak memory
 * (the child's maximum resident set, from /usr/bin/time) are measured in the same run.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * A 4000×3000 JPEG of about 4 MB, the weight of a 12 MP phone photo, made of noise so that no step
 * can take a short cut on flat colour. (Much stronger noise, 8 MB for the same pixels, slows every
 * JPEG decoder alike and is not what phones send.)
 */
const makePhoto = (): Promise<Buffer> =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Runs a command under GNU time; answers the wall time (ms) and the peak resident memory (MB). */
const timed = async (
  command: string,
  args: string[],
): Promise<{ ms: number; peakMb: number; stdout: string }> => {
  const started = performance.now();
  const { stdout, stderr } = await run('/usr/bin/time', ['-f', '%M', command, ...args], {
    maxBuffer: 1 << 24,
  });
  const ms = performance.now() - started;
  const peakKb = Number(stderr.trim().split('\n').pop());
  return { ms, peakMb: peakKb / 1024, stdout };
};

export interface ThumbnailResult {
  /** Weight of the test photo. */
  readonly photoMb: number;
  readonly oursMs: number;
  readonly imagemagickMs: number;
  readonly oursPeakMb: number;
  readonly imagemagickPeakMb: number;
  readonly cores: number;
}

export const benchThumbnails = async (): Promise<ThumbnailResult> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-thumbs-'));
  try {
    const input = path.join(dir, 'photo.jpg');
    const photo = await makePhoto();
    await writeFile(input, photo);
    const worker = path.join(import.meta.dirname, 'derive-once.ts');
    const tsx = path.join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const ours: { ms: number; peakMb: number }[] = [];
    const magick: { ms: number; peakMb: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // The child times its own work, so Node's start-up is not counted against sharp.
      const child = await timed(tsx, [worker, input, '3']);
      ours.push({ ms: Number(child.stdout.trim()), peakMb: child.peakMb });
      magick.push(
        await timed('convert', [
          input,
          '-auto-orient',
          '-strip',
          '(',
          '+clone',
          '-resize',
          '1600x1600>',
          '-quality',
          '82',
          '-write',
          path.join(dir, 'display.jpg'),
          '+delete',
          ')',
          '-resize',
          '400x400>',
          '-quality',
          '75',
          path.join(dir, 'thumb.jpg'),
        ]),
      );
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return {
      photoMb: photo.length / (1024 * 1024),
      oursMs: median(ours.map((r) => r.ms)),
      imagemagickMs: median(magick.map((r) => r.ms)),
      oursPeakMb: Math.max(...ours.map((r) => r.peakMb)),
      imagemagickPeakMb: Math.max(...magick.map((r) => r.peakMb)),
      cores: cpus().length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
