/**
 * `npm run bench:archive`: a zip of N photos of ~4 MB built by the archive worker through
 * the emulator, against a plain streamed S3 → S3 copy of the same bytes in the same run, with the
 * peak RSS of each (measured in its own child process, so setup does not count).
 * The machine is shared and the emulator slows as it fills, so the two phases alternate over
 * ROUNDS rounds (copy first, then zip first, …), each output is deleted once measured, and the
 * median time of each phase is compared. Both write through the worker's own multipart upload
 * (same part size, same parts in flight) and read the originals one at a time.
 * Usage: tsx scripts/bench/archive.ts [N…]   (default 50 100 200)
 * BENCH_ROUNDS=n changes the number of rounds (default 3); BENCH_CPU_PROF=dir writes a V8 CPU
 * profile of each measured child into dir.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { Logger } from '@aws-lambda-powertools/logger';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { streamToS3 } from '#functions/adapters/stream-upload.js';
import { archiveJobDeps } from '#functions/composition/archive-worker.js';
import { createCoreDeps } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { archiveIdFor, partsOf } from '#functions/domain/archive.js';
import { buildArchive } from '#functions/workers/archive/build-archive.js';
import { archiveCheckpointKey, archiveKey, photoKeys } from '#shared/media-keys.js';
import { startEmulator } from '../emulator/emulator.js';
import { benchEnvironment } from './bench-environment.js';
import { median } from './median.js';

const PHOTO_BYTES = 4 * 1024 * 1024;
const STAY = 'bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type Phase = 'archive' | 'copy';
const copyKey = (count: number): string => `bench/copy-${count}.bin`;

interface Measure {
  readonly ms: number;
  readonly maxRssMb: number;
}

const coreFrom = (env: Record<string, string>) =>
  createCoreDeps(loadConfig(env), {
    fn: 'archive',
    maxAttempts: 3,
    logger: new Logger({ logLevel: 'SILENT' }),
  });

/**
 * This process's peak resident memory. Not `resourceUsage().maxRSS`: Linux carries the parent's
 * peak over fork and exec into it, so a child of a big parent would report the parent's figure.
 */
const peakRssMb = async (): Promise<number> => {
  const status = await readFile('/proc/self/status', 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!kb) throw new Error('VmHWM absent de /proc/self/status');
  return kb / 1024;
};

/** Child: one measured phase, reported as JSON on stdout. */
const child = async (phase: Phase, count: number, env: Record<string, string>): Promise<void> => {
  const core = coreFrom(env);
  const deps = archiveJobDeps(core);
  const items = Array.from({ length: count }, (_, i) => ({ photoId: `p${i}`, version: 1 }));
  const archiveId = archiveIdFor(STAY, items);
  if (phase === 'archive') {
    // A second run must build again, not find the first one's archive.
    const record = await deps.archives.get(archiveId);
    if (record)
      await deps.archives.start({
        ...record,
        status: 'en_cours',
        done: 0,
        ready: 0,
        parts: partsOf(record).map((part) => ({ ...part, status: 'en_cours', done: 0, written: 0 })),
      });
  }
  const started = performance.now();
  if (phase === 'archive') {
    const outcome = await buildArchive(deps, archiveId);
    if (outcome !== 'built') throw new Error(`archive not built: ${outcome}`);
  } else {
    // The same bytes, one source stream at a time, into one multipart upload: no zip.
    const body = new PassThrough();
    const written = streamToS3(core.clients.s3, core.config.buckets.media, copyKey(count), body, {
      contentType: 'application/octet-stream',
      contentDisposition: 'attachment',
    });
    for (const item of items) {
      const source = (await deps.storage.openRead(photoKeys(STAY, item.photoId).original)) as Readable;
      await new Promise<void>((resolve, reject) => {
        source.on('end', resolve).on('error', reject);
        source.pipe(body, { end: false });
      });
    }
    body.end();
    await written;
  }
  const result: Measure = {
    ms: performance.now() - started,
    maxRssMb: await peakRssMb(),
  };
  process.stdout.write(JSON.stringify(result));
};

const profileArgs = (): string[] =>
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

const runChild = (phase: Phase, count: number, env: Record<string, string>): Promise<Measure> =>
  new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...profileArgs(), ...process.execArgv, import.meta.filename, '--child', phase, String(count)],
      {
        env: { ...process.env, BENCH_ENV: JSON.stringify(env) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Measure) : reject(new Error(`${phase} exited ${code}`)),
    );
  });

/** Median time (the typical run, not the luckiest) and the highest peak RSS of a phase's runs. */
const summary = (runs: readonly Measure[]): Measure & { readonly spreadMs: string } => ({
  ms: median(runs.map((run) => run.ms)),
  maxRssMb: Math.max(...runs.map((run) => run.maxRssMb)),
  spreadMs: runs.map((run) => run.ms.toFixed(0)).join('/'),
});

export interface ArchiveBenchRow {
  readonly photos: number;
  readonly mb: number;
  readonly zipMbPerSecond: number;
  readonly copyMbPerSecond: number;
  /** Zip throughput as a share of the plain copy's, measured in the same run. */
  readonly ratio: number;
  readonly zipMaxRssMb: number;
  readonly copyMaxRssMb: number;
  /** Every round's time, for the reader to judge the noise. */
  readonly zipRunsMs: string;
  readonly copyRunsMs: string;
}

/** The README's table: one markdown row per archive size. */
export const archiveTable = (rows: readonly ArchiveBenchRow[]): string =>
  [
    '| photos | octets | zip | copie simple | zip / copie | RSS max du worker zip | RSS max de la copie |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.photos} | ${row.mb.toFixed(0)} Mo | ${row.zipMbPerSecond.toFixed(0)} Mo/s | ${row.copyMbPerSecond.toFixed(0)} Mo/s | ${(100 * row.ratio).toFixed(0)} % | ${row.zipMaxRssMb.toFixed(0)} Mo | ${row.copyMaxRssMb.toFixed(0)} Mo |`,
    ),
  ].join('\n');

export const benchArchive = async (counts: readonly number[]): Promise<ArchiveBenchRow[]> => {
  process.env.AWS_ACCESS_KEY_ID ??= 'bench';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'bench';
  const emulator = await startEmulator(Number(process.env.BENCH_EMULATOR_PORT ?? 4599));
  const rows: ArchiveBenchRow[] = [];
  try {
    for (const count of counts) {
      await fetch(`${emulator.endpoint}/moto-api/reset`, { method: 'POST' });
      const { names, clientConfig, env } = await benchEnvironment(emulator.endpoint, 'bench');
      const core = coreFrom(env);
      const photo = randomBytes(PHOTO_BYTES); // random bytes do not compress, like JPEG
      const items = [];
      for (let i = 0; i < count; i += 1) {
        photo.writeUInt32BE(i, 0);
        await core.media.put(photoKeys(STAY, `p${i}`).original, photo, 'image/jpeg');
        items.push({ photoId: `p${i}`, version: 1 });
      }
      const archiveId = archiveIdFor(STAY, items);
      await archiveJobDeps(core).archives.start({
        archiveId,
        stageId: STAY,
        items,
        fileName: 'bench.zip',
        key: archiveKey(STAY, archiveId),
        status: 'en_cours',
        done: 0,
        total: count,
        requested_at: new Date().toISOString(),
      });
      const s3 = new S3Client({ ...clientConfig, forcePathStyle: true });
      const outputOf = (phase: Phase): string =>
        phase === 'archive' ? archiveKey(STAY, archiveId) : copyKey(count);
      const measures: Record<Phase, Measure[]> = { archive: [], copy: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        const order: Phase[] = round % 2 === 0 ? ['copy', 'archive'] : ['archive', 'copy'];
        for (const phase of order) {
          measures[phase].push(await runChild(phase, count, env));
          // The emulator keeps every object in memory: drop the output so later phases do not pay.
          await s3.send(new DeleteObjectCommand({ Bucket: names.buckets.media, Key: outputOf(phase) }));
          // And where the worker stopped: the next build starts a new zip, not the finished one.
          await s3.send(
            new DeleteObjectCommand({
              Bucket: names.buckets.media,
              Key: archiveCheckpointKey(STAY, archiveId, 0),
            }),
          );
        }
      }
      const archive = summary(measures.archive);
      const copy = summary(measures.copy);
      const mb = (count * PHOTO_BYTES) / 1024 / 1024;
      const rate = (m: Measure) => mb / (m.ms / 1000);
      const row: ArchiveBenchRow = {
        photos: count,
        mb,
        zipMbPerSecond: rate(archive),
        copyMbPerSecond: rate(copy),
        ratio: rate(archive) / rate(copy),
        zipMaxRssMb: archive.maxRssMb,
        copyMaxRssMb: copy.maxRssMb,
        zipRunsMs: archive.spreadMs,
        copyRunsMs: copy.spreadMs,
      };
      rows.push(row);
      console.error(`archive ${count} photos: zip ${row.zipRunsMs} ms, copie ${row.copyRunsMs} ms`);
    }
  } finally {
    await emulator.stop();
  }
  return rows;
};

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await child(
    args[1] === 'copy' ? 'copy' : 'archive',
    Number(args[2]),
    JSON.parse(process.env.BENCH_ENV ?? '{}') as Record<string, string>,
  );
} else if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // Run on its own (npm run bench:archive); npm run bench imports benchArchive instead.
  console.log(archiveTable(await benchArchive(args.length ? args.map(Number) : [50, 100, 200])));
}
