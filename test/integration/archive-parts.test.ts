/**
 * Archives in parts against the emulator: a selection larger than a part becomes several zips, one
 * job each, built by the archive worker from the queue. A worker process killed mid-part is resumed
 * by the job's redelivery; a worker with 5 s left hands its part on through the queue; a part whose
 * Lambda dies on every attempt reaches the dead-letter queue, which marks the archive failed with its
 * French message. Each time, the zips read back hold exactly the selection: none missing, none twice.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeArchiveWorker } from '#functions/composition/archive-worker.js';
import { entryName } from '#functions/domain/archive.js';
import { type PhotoRecord, photoTime } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { type RunningPoller, startQueuePoller, toRecord } from '#scripts/local/queue-poller.js';
import type { ArchiveStatus } from '#shared/archive-schemas.js';
import { archiveCheckpointKey, photoKeys } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { call, createTestStack, eventually, REGION, type TestStack } from '../helpers/test-stack.js';
import { readZipEntries } from '../helpers/zip-entries.js';

const WORKER_PROCESS = join(import.meta.dirname, '../helpers/archive-worker-process.ts');
const run = promisify(execFile);

/** Photos of 2 MiB, so that a part spans more than one 8 MiB chunk of its upload. */
const PHOTO_BYTES = 2 * 1024 * 1024;
/** Six photos and their zip records fit a part, seven do not. */
const PART_BYTES = 6 * PHOTO_BYTES + 4096;

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('zip archives in parts', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let family: string;
  const contents = Array.from({ length: 18 }, () => new Uint8Array(randomBytes(PHOTO_BYTES)));
  let photos: PhotoRecord[];
  const pollers: RunningPoller[] = [];

  beforeAll(async () => {
    stack = await createTestStack(undefined, { ARCHIVE_PART_BYTES: String(PART_BYTES) });
    stay = await stack.createStay({ nom_stage: 'Colo des Cimes' });
    family = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
    photos = [];
    for (const bytes of contents) {
      const photo = await readyPhotoRecord(
        stack,
        stay.id,
        { width: 1, height: 1, bytes: bytes.length },
        { actif: 1 },
      );
      await stack.deps.media.put(photoKeys(stay.id, photo.photoId).original, bytes, 'image/jpeg');
      photos.push(photo);
    }
  });

  afterAll(async () => {
    await Promise.all(pollers.map((poller) => poller.stop()));
  });

  const ask = async (chosen: readonly PhotoRecord[]): Promise<ArchiveStatus> => {
    const answer = await call(stack.app, 'POST', `/api/archives/${stay.id}`, {
      token: family,
      body: { photoIds: chosen.map((photo) => photo.photoId) },
    });
    expect(answer.status).toBe(201);
    return answer.body as ArchiveStatus;
  };

  const status = async (archiveId: string): Promise<ArchiveStatus> =>
    (await call(stack.app, 'GET', `/api/archives/${stay.id}/${archiveId}`, { token: family }))
      .body as ArchiveStatus;

  /** Every part downloaded, checked by Info-ZIP, and read back: each entry's name and content hash. */
  const entriesOf = async (ready: ArchiveStatus): Promise<{ name: string; sha: string }[]> => {
    const dir = await mkdtemp(join(tmpdir(), 'archive-parts-'));
    try {
      const entries: { name: string; sha: string }[] = [];
      for (const part of ready.parts) {
        const answer = await fetch(part.url ?? '');
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-disposition')).toContain(encodeURIComponent(part.fileName));
        const zip = Buffer.from(await answer.arrayBuffer());
        const file = join(dir, `${part.number}.zip`);
        await writeFile(file, zip);
        await run('unzip', ['-tq', file]); // fails on any CRC or structure error
        for (const entry of readZipEntries(zip)) {
          expect(entry.crcMatches).toBe(true);
          entries.push({ name: entry.name, sha: sha(entry.data) });
        }
      }
      return entries;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  /** What the selection must unzip to: named by time, stay and place in the order chosen, each photo once. */
  const expectedEntries = (chosen: readonly PhotoRecord[]) =>
    chosen.map((photo, index) => ({
      name: entryName(index, photoTime(photo), 'Colo_des_Cimes.zip'),
      sha: sha(contents[photos.indexOf(photo)] ?? new Uint8Array()),
    }));

  it('builds 3 parts, resumes the one whose worker was killed mid-part, and the zips hold the selection exactly', async () => {
    // Prepare: the whole stay asked for, no worker running yet: three jobs wait on the queue
    const first = await ask(photos);
    expect(first.parts.map((part) => [part.fileName, part.total])).toEqual([
      ['Colo_des_Cimes (1 sur 3).zip', 6],
      ['Colo_des_Cimes (2 sur 3).zip', 6],
      ['Colo_des_Cimes (3 sur 3).zip', 6],
    ]);
    // Act: a worker process building part 1 is killed after five photos, as a crashed Lambda would
    // be (no clean-up: its upload and checkpoint stay as they were), then the workers take the queue
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_PROCESS, first.archiveId, '0'], {
      env: { ...process.env, WORKER_ENV: JSON.stringify(stack.env), PAUSE_AFTER: '5' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('paused')) resolve();
      });
      exited.then(([code]) => reject(new Error(`worker exited (${code}) before the kill`)), reject);
    });
    child.kill('SIGKILL');
    await exited;
    const leftBehind = await stack.deps.media.head(archiveCheckpointKey(stay.id, first.archiveId, 0));
    const midway = await status(first.archiveId);
    pollers.push(stack.startWorker('archive'));
    const ready = await eventually(
      () => status(first.archiveId),
      (current) => current.status === 'prete',
    );
    // Assess
    expect(leftBehind).toBeDefined();
    expect(midway.parts[0]?.status).toBe('en_cours');
    expect(ready.parts.map((part) => part.status)).toEqual(['prete', 'prete', 'prete']);
    expect(ready).toMatchObject({ done: 18, total: 18, failure: null });
    const entries = await entriesOf(ready);
    expect(entries).toEqual(expectedEntries(photos));
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(18);
  });

  it('a worker given 5 s hands its part on through the queue, and the archive still completes', async () => {
    // Prepare: another selection (two parts), its jobs taken by hand
    await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
    const chosen = [...photos].reverse().slice(0, 9);
    const asked = await ask(chosen);
    const handler = composeArchiveWorker(stack.coreOf('archive'));
    const { sqs } = stack.deps.clients;
    const received = await eventually(
      () =>
        sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: stack.queueUrls.archive,
            MaxNumberOfMessages: 1,
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
          }),
        ),
      (answer) => (answer.Messages?.length ?? 0) > 0,
    );
    const message = received.Messages?.[0];
    if (!message) throw new Error('the archive job was not received');
    const event: SQSEvent = {
      Records: [toRecord(message, { queueArn: stack.queueArns.archive, region: REGION })],
    };
    const fiveSeconds = { functionName: 'archive', getRemainingTimeInMillis: () => 5000 } as Context;
    // Act
    const answer = await handler(event, fiveSeconds);
    await sqs.send(
      new DeleteMessageCommand({ QueueUrl: stack.queueUrls.archive, ReceiptHandle: message.ReceiptHandle }),
    );
    const handedOn = await status(asked.archiveId);
    pollers.push(stack.startWorker('archive'));
    const ready = await eventually(
      () => status(asked.archiveId),
      (current) => current.status === 'prete',
    );
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(handedOn.status).toBe('en_cours');
    expect(handedOn.parts.some((part) => part.status === 'en_cours')).toBe(true);
    expect(await entriesOf(ready)).toEqual(expectedEntries(chosen));
  });

  it('a part whose Lambda dies on every attempt is marked failed from the dead-letter queue, with its message', async () => {
    // Prepare: a worker killed on every attempt at the second part (it never reaches its own failure
    // handler), the real worker for the rest and for the dead-letter queue
    await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
    const chosen = photos.slice(3, 12);
    const real = composeArchiveWorker(stack.coreOf('archive'));
    const poll = (queueUrl: string, queueArn: string, worker: typeof real) =>
      startQueuePoller({
        sqs: stack.deps.clients.sqs,
        queueUrl,
        queueArn,
        region: REGION,
        batchSize: 1,
        worker,
        functionName: 'archive-worker-test',
        timeoutSeconds: 900,
        retryDelaySeconds: 1,
      });
    pollers.push(
      poll(stack.queueUrls.archive, stack.queueArns.archive, async (event, context) => {
        if (event.Records.some((record) => JSON.parse(record.body).part === 1))
          throw new Error('Lambda killed');
        return real(event, context);
      }),
      poll(stack.deadLetterUrls.archive, stack.deadLetterArns.archive, real),
    );
    // Act
    const asked = await ask(chosen);
    const failed = await eventually(
      () => status(asked.archiveId),
      (current) => current.status === 'echec',
    );
    // Assess
    expect(failed.failure).toBe(messages.archive.archivePartFailed(2, 2));
    expect(failed.parts[1]?.status).toBe('echec');
  });
});
