/**
 * `npm run bench:archive` (issue 5): a zip of N photos of ~4 MB built by the archive worker through
 * the emulator, against a plain streamed S3 → S3 copy of the same bytes in the same run, with the
 * peak RSS of each (measured in its own child process, so setup does not count).
 * Usage: tsx scripts/bench/archive.ts [N…]   (default 50 100 200)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { loadConfig } from '../../functions/config.js';
import { createCoreDeps } from '../../functions/deps.js';
import { archiveIdFor } from '../../functions/domain/archive.js';
import { buildArchive } from '../../functions/workers/archive/build-archive.js';
import { archiveJobDeps } from '../../functions/workers/archive/deps.js';
import { archiveKey, photoKeys } from '../../shared/media-keys.js';
import { startEmulator } from '../emulator/emulator.js';
import { provision } from '../local/provision.js';
import { functionEnvironment, localNames } from '../local/resource-names.js';

const REGION = 'eu-west-3';
const PHOTO_BYTES = 4 * 1024 * 1024;
const STAGE = 'bench';

interface Measure {
  readonly ms: number;
  readonly maxRssMb: number;
}

const coreFrom = (env: Record<string, string>) =>
  createCoreDeps(loadConfig(env), { maxAttempts: 3, logger: new Logger({ logLevel: 'SILENT' }) });

/** Child: one measured phase, reported as JSON on stdout. */
const child = async (phase: string, count: number, env: Record<string, string>): Promise<void> => {
  const core = coreFrom(env);
  const deps = archiveJobDeps(core);
  const items = Array.from({ length: count }, (_, i) => ({ photoId: `p${i}`, version: 1 }));
  const archiveId = archiveIdFor(STAGE, items);
  if (phase === 'archive') {
    // A second run must build again, not find the first one's archive.
    const record = await deps.archives.get(archiveId);
    if (record) await deps.archives.start({ ...record, status: 'en_cours', done: 0 });
  }
  const started = performance.now();
  if (phase === 'archive') {
    const outcome = await buildArchive(deps, archiveId);
    if (outcome !== 'built') throw new Error(`archive not built: ${outcome}`);
  } else {
    // The same bytes, one source stream at a time, into one multipart upload: no zip.
    const body = new PassThrough();
    const written = deps.storage.write(`bench/copy-${count}.bin`, body, {
      contentType: 'application/octet-stream',
      contentDisposition: 'attachment',
    });
    for (const item of items) {
      const source = (await deps.storage.openRead(photoKeys(STAGE, item.photoId).original)) as Readable;
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
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(result));
};

const runChild = (phase: string, count: number, env: Record<string, string>): Promise<Measure> =>
  new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...process.execArgv, import.meta.filename, '--child', phase, String(count)],
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

const main = async (counts: number[]): Promise<void> => {
  process.env.AWS_ACCESS_KEY_ID ??= 'bench';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'bench';
  const emulator = await startEmulator(Number(process.env.BENCH_EMULATOR_PORT ?? 4599));
  const rows: string[] = [];
  try {
    for (const count of counts) {
      await fetch(`${emulator.endpoint}/moto-api/reset`, { method: 'POST' });
      const names = localNames('bench');
      const clientConfig = { region: REGION, endpoint: emulator.endpoint };
      const provisioned = await provision(
        {
          dynamo: new DynamoDBClient(clientConfig),
          s3: new S3Client({ ...clientConfig, forcePathStyle: true }),
          sqs: new SQSClient(clientConfig),
          ses: new SESv2Client(clientConfig),
        },
        { names, region: REGION, siteOrigins: ['http://localhost'], mailSender: 'bench@example.com' },
      );
      const env = functionEnvironment({
        names,
        queueUrls: provisioned.queueUrls,
        endpoint: emulator.endpoint,
        region: REGION,
        jwtSecret: randomBytes(32).toString('hex'),
        siteUrl: 'http://localhost',
        mailSender: 'bench@example.com',
        mailLogBodies: false,
      });
      const core = coreFrom(env);
      const photo = randomBytes(PHOTO_BYTES); // random bytes do not compress, like JPEG
      const items = [];
      for (let i = 0; i < count; i += 1) {
        photo.writeUInt32BE(i, 0);
        await core.media.put(photoKeys(STAGE, `p${i}`).original, photo, 'image/jpeg');
        items.push({ photoId: `p${i}`, version: 1 });
      }
      const archiveId = archiveIdFor(STAGE, items);
      await archiveJobDeps(core).archives.start({
        archiveId,
        stageId: STAGE,
        items,
        fileName: 'bench.zip',
        key: archiveKey(STAGE, archiveId),
        status: 'en_cours',
        done: 0,
        total: count,
        requested_at: new Date().toISOString(),
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
      });
      // Each phase twice, in mirrored order, best time kept: the emulator slows as it fills up.
      const runs = [
        await runChild('archive', count, env),
        await runChild('copy', count, env),
        await runChild('copy', count, env),
        await runChild('archive', count, env),
      ];
      const best = (a?: Measure, b?: Measure): Measure => ({
        ms: Math.min(a?.ms ?? Number.POSITIVE_INFINITY, b?.ms ?? Number.POSITIVE_INFINITY),
        maxRssMb: Math.max(a?.maxRssMb ?? 0, b?.maxRssMb ?? 0),
      });
      const archive = best(runs[0], runs[3]);
      const copy = best(runs[1], runs[2]);
      const mb = (count * PHOTO_BYTES) / 1024 / 1024;
      const rate = (m: Measure) => mb / (m.ms / 1000);
      rows.push(
        `| ${count} | ${mb.toFixed(0)} Mo | ${rate(archive).toFixed(0)} Mo/s | ${rate(copy).toFixed(0)} Mo/s | ${((100 * rate(archive)) / rate(copy)).toFixed(0)} % | ${archive.maxRssMb.toFixed(0)} Mo | ${copy.maxRssMb.toFixed(0)} Mo |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await emulator.stop();
  }
  console.log(
    '\n| photos | octets | zip | copie simple | zip / copie | RSS max du worker zip | RSS max de la copie |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
};

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await child(
    args[1] ?? 'archive',
    Number(args[2]),
    JSON.parse(process.env.BENCH_ENV ?? '{}') as Record<string, string>,
  );
} else {
  await main(args.length ? args.map(Number) : [50, 100, 200]);
}
