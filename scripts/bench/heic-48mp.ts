/**
 * The media worker's worst case: a 48 MP HEIC (8064×6048, what recent iPhones take at full size),
 * processed by the worker's own image code (inspect, HEIC → JPEG, three derivatives). Prints wall and
 * CPU time per photo and the peak RSS, the figures the media queue's batch size and the worker's
 * timeout are sized from (README, "Limites"). Needs `heif-enc` (Debian package libheif-examples).
 *
 *   npx tsx scripts/bench/heic-48mp.ts [rounds]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';

const WIDTH = 8064;
const HEIGHT = 6048;

/** Noise over a gradient, so neither the HEVC encoder nor sharp can take a short cut on flat colour. */
const makeHeic = async (dir: string): Promise<Buffer> => {
  const png = path.join(dir, 'source.png');
  const heic = path.join(dir, 'photo.heic');
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#c73"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 4 },
    },
  })
    .png()
    .toBuffer();
  await sharp(gradient, { limitInputPixels: false })
    .composite([{ input: noise, blend: 'overlay' }])
    .png({ compressionLevel: 1 })
    .toFile(png);
  // Quality 50 gives a file of the weight a phone writes for this many pixels, under the 15 MB limit;
  // the fastest x265 preset only shortens the encoding, which is not what is measured.
  execFileSync('heif-enc', ['-q', '50', '-p', 'preset=ultrafast', '-o', heic, png], { stdio: 'ignore' });
  return readFileSync(heic);
};

const main = async (): Promise<void> => {
  const rounds = Number(process.argv[2] ?? 3);
  const dir = mkdtempSync(path.join(tmpdir(), 'heic-48mp-'));
  try {
    const heic = await makeHeic(dir);
    writeFileSync(path.join(dir, 'photo.heic'), heic);
    if (heic.byteLength > MAX_UPLOAD_BYTES)
      throw new Error(`HEIC of ${heic.byteLength} bytes is over the limit`);
    const images = createSharpImageProcessor();
    const runs: { wallMs: number; cpuMs: number }[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      const derived = await images.derive(heic);
      const wallMs = performance.now() - start;
      const used = process.cpuUsage(cpu);
      runs.push({ wallMs, cpuMs: (used.user + used.system) / 1000 });
      if (derived.original.width !== WIDTH) throw new Error(`unexpected width ${derived.original.width}`);
    }
    const median = (values: number[]): number =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      JSON.stringify(
        {
          pixels: `${WIDTH}x${HEIGHT}`,
          heicBytes: heic.byteLength,
          rounds,
          medianWallMs: Math.round(median(runs.map((run) => run.wallMs))),
          medianCpuMs: Math.round(median(runs.map((run) => run.cpuMs))),
          runs: runs.map((run) => ({ wallMs: Math.round(run.wallMs), cpuMs: Math.round(run.cpuMs) })),
          peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
