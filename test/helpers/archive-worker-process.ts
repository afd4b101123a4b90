/**
 * A real archive worker in its own process, for the test that kills one mid-archive (as a Lambda
 * timeout or crash would): the worker's own code, S3 and DynamoDB of the emulator. Only the reads
 * are instrumented: once `PAUSE_AFTER` photos are in the zip, the next read waits and the process
 * prints "paused", so the test kills it at a known point, with parts already uploaded.
 * Usage: node --import tsx archive-worker-process.ts <archiveId> [part], WORKER_ENV = the function
 * environment (JSON), PAUSE_AFTER = a number of photos. With a part, the worker builds that part
 * only, as one job of the queue would.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@aws-lambda-powertools/logger';
import { archiveJobDeps } from '#functions/composition/archive-worker.js';
import { createCoreDeps } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';
import { buildArchive, buildArchivePart } from '#functions/workers/archive/build-archive.js';

const [archiveId, part] = process.argv.slice(2);
if (!archiveId) throw new Error('usage: archive-worker-process <archiveId>');
const env = JSON.parse(process.env.WORKER_ENV ?? '{}') as Record<string, string>;
const pauseAfter = Number(process.env.PAUSE_AFTER);

const deps = archiveJobDeps(
  createCoreDeps(loadConfig(env), {
    fn: 'archive',
    maxAttempts: 1,
    logger: new Logger({ logLevel: 'SILENT' }),
  }),
);
let opened = 0;
const paused = {
  ...deps,
  storage: {
    ...deps.storage,
    async openRead(key: string) {
      if (opened === pauseAfter) {
        process.stdout.write('paused\n');
        await sleep(60_000);
      }
      opened += 1;
      return deps.storage.openRead(key);
    },
  },
};
if (part === undefined) await buildArchive(paused, archiveId);
else await buildArchivePart(paused, { archiveId, part: Number(part) }, () => Number.POSITIVE_INFINITY);
