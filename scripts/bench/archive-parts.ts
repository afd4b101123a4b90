/**
 * `npm run bench:archive-parts`: a stay of 2,000 photos (small files: the count is what weighs on
 * per-photo overhead) zipped as parts by the archive worker's own code through the emulator, in
 * three ways, each process measured on its own (time, peak RSS):
 * - one worker building every part in turn (an archive's parts queued to a single Lambda);
 * - one worker per part, all at once (the queue's concurrency);
 * - a plain streamed copy of the same bytes into one multipart upload (the same reads, chunks and
 *   uploads, no zip), the reference for bytes per second.
 * ROUNDS rounds alternate the order; medians are reported. Usage: tsx scripts/bench/archive-parts.ts
 * [photos] [parts] (default 2000 4); BENCH_PHOTO_KB sets the photo size (default 128).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Logger } from '@aws-lambda-powertools/logger';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { archiveJobDeps } from '#functions/composition/archive-worker.js';
import { createCoreDeps } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { type ArchiveItem, archiveFileName, planParts } from '#functions/domain/archive.js';
import { buildArchive, buildArchivePart } from '#functions/workers/archive/build-archive.js';
import { ChunkedUpload } from '#functions/workers/archive/chunked-upload.js';
import { archiveKey, archivePartKey, photoKeys } from '#shared/media-keys.js';
import { startEmulator } from '../emulator/emulator.js';
import { benchEnvironment } from './bench-environment.js';
import { median } from './median.js';

const STAY = 'bench-parts';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PHOTO_BYTES = Number(process.env.BENCH_PHOTO_KB ?? 128) * 1024;

type Mode = 'one' | 'part' | 'copy';

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

/** This process's peak resident memory (VmHWM), not carried over from a parent. */
const peakRssMb = async (): Promise<number> => {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
};

const itemsOf = (count: number): ArchiveItem[] =>
  Array.from({ length: count }, (_, i) => ({ photoId: `p${String(i).padStart(5, '0')}`, version: 1 }));

/** Child: one measured build (or copy), reported as JSON on stdout. */
const child = async (mode: Mode, archiveId: string, arg: number, env: Record<string, string>) => {
  const deps = archiveJobDeps(coreFrom(env));
  const started = performance.now();
  if (mode === 'one') {
    if ((await buildArchive(deps, archiveId)) !== 'built') throw new Error('archive not built');
  } else if (mode === 'part') {
    const outcome = await buildArchivePart(deps, { archiveId, part: arg }, () => Number.POSITIVE_INFINITY);
    if (outcome.kind !== 'built') throw new Error(`part not built: ${outcome.kind}`);
  } else {
    const key = `bench/copy-${archiveId}.bin`;
    const uploadId = await deps.storage.startUpload(key, {
      contentType: 'application/octet-stream',
      contentDisposition: 'attachment',
    });
    const upload = new ChunkedUpload(deps.storage, {
      key,
      uploadId,
      chunkBytes: deps.chunkBytes,
      stored: [],
      position: 0,
    });
    for (const item of itemsOf(arg)) {
      const source = await deps.storage.openRead(photoKeys(STAY, item.photoId).original);
      for await (const chunk of source as AsyncIterable<Buffer>) await upload.write(chunk);
    }
    await upload.complete();
  }
  const measure: Measure = { ms: performance.now() - started, maxRssMb: await peakRssMb() };
  process.stdout.write(JSON.stringify(measure));
};

const runChild = (
  mode: Mode,
  archiveId: string,
  arg: number,
  env: Record<string, string>,
): Promise<Measure> =>
  new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...process.execArgv, import.meta.filename, '--child', mode, archiveId, String(arg)],
      { env: { ...process.env, BENCH_ENV: JSON.stringify(env) }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Measure) : reject(new Error(`${mode} exited ${code}`)),
    );
  });

export interface PartsBenchResult {
  readonly photos: number;
  readonly parts: number;
  readonly mb: number;
  readonly cores: number;
  /** Median wall time of each way, and the peak RSS of its busiest process. */
  readonly oneWorker: Measure;
  readonly parallel: Measure;
  readonly copy: Measure;
  /** Every round's wall time, for the reader to judge the noise. */
  readonly runs: Record<'one' | 'parallel' | 'copy', string>;
}

export const benchArchiveParts = async (photos = 2000, partCount = 4): Promise<PartsBenchResult> => {
  process.env.AWS_ACCESS_KEY_ID ??= 'bench';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'bench';
  const emulator = await startEmulator(Number(process.env.BENCH_EMULATOR_PORT ?? 4598));
  try {
    const { names, clientConfig, env } = await benchEnvironment(emulator.endpoint, 'bench-parts');
    const core = coreFrom(env);
    const photo = randomBytes(PHOTO_BYTES); // random bytes do not compress, like JPEG
    const items = itemsOf(photos);
    for (const [i, item] of items.entries()) {
      photo.writeUInt32BE(i, 0);
      await core.media.put(photoKeys(STAY, item.photoId).original, photo, 'image/jpeg');
    }
    const planned = planParts(
      items.map(() => PHOTO_BYTES),
      Math.ceil((photos * (PHOTO_BYTES + 200)) / partCount),
    );
    const deps = archiveJobDeps(core);
    /** A new archive of the whole stay for each build, so none finds an earlier one's zips. */
    const newArchive = async (): Promise<string> => {
      const archiveId = randomBytes(16).toString('hex');
      const now = new Date().toISOString();
      await deps.archives.start({
        archiveId,
        stageId: STAY,
        items,
        fileName: archiveFileName('Bench'),
        key: archiveKey(STAY, archiveId),
        status: 'en_cours',
        done: 0,
        total: photos,
        requested_at: now,
        parts: planned.map((part) => ({ ...part, status: 'en_cours', done: 0, written: 0 })),
        ready: 0,
        updated_at: now,
      });
      return archiveId;
    };
    const s3 = new S3Client({ ...clientConfig, forcePathStyle: true });
    /** The emulator keeps every object in memory: each output goes once measured. */
    const drop = async (keys: readonly string[]) => {
      for (const key of keys)
        await s3.send(new DeleteObjectCommand({ Bucket: names.buckets.media, Key: key }));
    };
    const partKeys = (archiveId: string) =>
      planned.map((_, part) => archivePartKey(STAY, archiveId, part, planned.length));
    const measures: Record<'one' | 'parallel' | 'copy', Measure[]> = { one: [], parallel: [], copy: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order =
        round % 2 === 0 ? (['copy', 'one', 'parallel'] as const) : (['parallel', 'one', 'copy'] as const);
      for (const way of order) {
        if (way === 'copy') {
          const id = randomBytes(16).toString('hex');
          measures.copy.push(await runChild('copy', id, photos, env));
          await drop([`bench/copy-${id}.bin`]);
        } else if (way === 'one') {
          const archiveId = await newArchive();
          measures.one.push(await runChild('one', archiveId, 0, env));
          await drop(partKeys(archiveId));
        } else {
          const archiveId = await newArchive();
          const started = performance.now();
          const each = await Promise.all(planned.map((_, part) => runChild('part', archiveId, part, env)));
          measures.parallel.push({
            ms: performance.now() - started,
            maxRssMb: Math.max(...each.map((measure) => measure.maxRssMb)),
          });
          await drop(partKeys(archiveId));
        }
      }
    }
    const summary = (runs: Measure[]): Measure => ({
      ms: median(runs.map((run) => run.ms)),
      maxRssMb: Math.max(...runs.map((run) => run.maxRssMb)),
    });
    const spread = (runs: Measure[]) => runs.map((run) => run.ms.toFixed(0)).join('/');
    return {
      photos,
      parts: planned.length,
      mb: (photos * PHOTO_BYTES) / 1024 / 1024,
      cores: availableParallelism(),
      oneWorker: summary(measures.one),
      parallel: summary(measures.parallel),
      copy: summary(measures.copy),
      runs: { one: spread(measures.one), parallel: spread(measures.parallel), copy: spread(measures.copy) },
    };
  } finally {
    await emulator.stop();
  }
};

/** The README's table. */
export const partsTable = (result: PartsBenchResult): string => {
  const rate = (measure: Measure) => result.mb / (measure.ms / 1000);
  const row = (label: string, measure: Measure, runs: string) =>
    `| ${label} | ${(measure.ms / 1000).toFixed(1)} s | ${rate(measure).toFixed(1)} Mo/s | ${((100 * rate(measure)) / rate(result.copy)).toFixed(0)} % | ${(measure.ms / result.photos).toFixed(1)} ms | ${measure.maxRssMb.toFixed(0)} Mo | ${runs} |`;
  return [
    `${result.photos} photos, ${result.mb.toFixed(0)} Mo, ${result.parts} parties, ${result.cores} cœurs`,
    '',
    '| façon | temps | débit | / copie | ms par photo | RSS max par worker | tours (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('un worker, parties à la suite', result.oneWorker, result.runs.one),
    row(`${result.parts} workers en parallèle`, result.parallel, result.runs.parallel),
    row('copie simple (même lecture, même envoi)', result.copy, result.runs.copy),
  ].join('\n');
};

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await child(
    args[1] as Mode,
    args[2] ?? '',
    Number(args[3]),
    JSON.parse(process.env.BENCH_ENV ?? '{}') as Record<string, string>,
  );
} else if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(partsTable(await benchArchiveParts(Number(args[0] ?? 2000), Number(args[1] ?? 4))));
}
