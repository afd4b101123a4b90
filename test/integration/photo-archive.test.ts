/**
 * Zip archives: asked by a family, built by the archive worker from the queue, reused for
 * the same selection, one archive for a job delivered twice, and no archive at the final key from a
 * worker that failed mid-way or whose process was killed mid-upload (the retry builds a valid one).
 */
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { HeadObjectCommand, ListMultipartUploadsCommand, ListPartsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveJobDeps } from '#functions/composition/archive-worker.js';
import { entryName } from '#functions/domain/archive.js';
import { type PhotoRecord, photoTime } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { buildArchive } from '#functions/workers/archive/build-archive.js';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import type { ArchiveStatus } from '#shared/archive-schemas.js';
import { archiveKey, photoKeys } from '#shared/media-keys.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { call, createTestStack, eventually, type TestStack } from '../helpers/test-stack.js';
import { readWithIndependentReaders } from '../helpers/zip-readers.js';

const WORKER_PROCESS = join(import.meta.dirname, '../helpers/archive-worker-process.ts');

const run = promisify(execFile);

/** A published photo whose original holds `bytes`. */
const publishedPhoto = async (stack: TestStack, stayId: string, bytes: Uint8Array): Promise<PhotoRecord> => {
  const photo = await readyPhotoRecord(
    stack,
    stayId,
    { width: 1, height: 1, bytes: bytes.length },
    { actif: 1 },
  );
  await stack.deps.media.put(photoKeys(stayId, photo.photoId).original, bytes, 'image/jpeg');
  return photo;
};

/**
 * Downloads the zip and answers each entry's name and SHA-256, checked by Info-ZIP's unzip; Python,
 * bsdtar and Java's streaming reader must find the same entries with the same bytes.
 */
const unzipped = async (url: string): Promise<{ names: string[]; sums: string[]; disposition: string }> => {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'archive-test-'));
  try {
    const file = join(dir, 'a.zip');
    const zip = Buffer.from(await answer.arrayBuffer());
    await writeFile(file, zip);
    await run('unzip', ['-tq', file]); // fails on any CRC or structure error
    await run('unzip', ['-q', file, '-d', join(dir, 'x')]);
    const { stdout } = await run('zipinfo', ['-1', file]);
    const names = stdout.trim().split('\n');
    const sums = await Promise.all(
      names.map(async (name) =>
        createHash('sha256')
          .update(await readFile(join(dir, 'x', name)))
          .digest('hex'),
      ),
    );
    for (const entries of Object.values(await readWithIndependentReaders(zip)))
      expect(entries.map((entry) => [entry.name, sha(entry.data)])).toEqual(
        names.map((name, i) => [name, sums[i]]),
      );
    return { names, sums, disposition: answer.headers.get('content-disposition') ?? '' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('zip archives', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let family: string;
  let worker: RunningPoller;
  const contents = [1, 2, 3].map((n) => new Uint8Array(200_000 + n).fill(n));
  let photos: PhotoRecord[];

  beforeAll(async () => {
    stack = await createTestStack();
    stay = await stack.createStay({ nom_stage: 'Colo Été à la mer' });
    family = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
    photos = [];
    for (const bytes of contents) photos.push(await publishedPhoto(stack, stay.id, bytes));
    worker = stack.startWorker('archive');
  });

  afterAll(() => worker.stop());

  const status = async (archiveId: string): Promise<ArchiveStatus> =>
    (await call(stack.app, 'GET', `/api/archives/${stay.id}/${archiveId}`, { token: family }))
      .body as ArchiveStatus;

  /** The entry names of `chosen`, in that order: each photo's time, the stay, its place. */
  const namesOf = (chosen: readonly (PhotoRecord | undefined)[]): string[] =>
    chosen.map((photo, i) => entryName(i, photo ? photoTime(photo) : 0, 'Colo_Été_à_la_mer.zip'));

  it('builds the whole stay with names by time and stay, named after the stay, then reuses it for the same selection', async () => {
    // Act
    const asked = await call(stack.app, 'POST', `/api/archives/${stay.id}`, { token: family, body: {} });
    const first = asked.body as ArchiveStatus;
    const ready = await eventually(
      () => status(first.archiveId),
      (s) => s.status === 'prete',
    );
    const again = await call(stack.app, 'POST', `/api/archives/${stay.id}`, { token: family, body: {} });
    // Assess
    expect(asked.status).toBe(201);
    expect(first).toMatchObject({
      status: 'en_cours',
      total: 3,
      fileName: 'Colo_Été_à_la_mer.zip',
      url: null,
    });
    expect(ready.done).toBe(3);
    const zip = await unzipped(ready.url ?? '');
    expect(zip.names).toEqual(namesOf(photos));
    expect(zip.sums).toEqual(contents.map(sha));
    expect(zip.disposition).toContain("filename*=UTF-8''Colo_%C3%89t%C3%A9_%C3%A0_la_mer.zip");
    expect((again.body as ArchiveStatus).archiveId).toBe(first.archiveId);
    expect((again.body as ArchiveStatus).status).toBe('prete');
  });

  it('builds an archive once when its job is delivered twice', async () => {
    // Prepare
    const asked = await call(stack.app, 'POST', `/api/archives/${stay.id}`, {
      token: family,
      body: { photoIds: [photos[2]?.photoId, photos[0]?.photoId] },
    });
    const { archiveId } = asked.body as ArchiveStatus;
    await eventually(
      () => status(archiveId),
      (s) => s.status === 'prete',
    );
    const key = archiveKey(stay.id, archiveId);
    const head = () =>
      stack.deps.clients.s3.send(new HeadObjectCommand({ Bucket: stack.names.buckets.media, Key: key }));
    const before = await head();
    // Act: the same job once more
    const outcome = await buildArchive(archiveJobDeps(stack.deps), archiveId);
    // Assess
    expect(outcome).toBe('already-built');
    expect((await head()).ETag).toBe(before.ETag);
  });

  it('leaves no archive at the final key when the worker fails mid-way, and its retry builds a valid one', async () => {
    // Prepare: a selection in another order, run by hand below, with storage that breaks on the second photo
    await worker.stop();
    const asked = await call(stack.app, 'POST', `/api/archives/${stay.id}`, {
      token: family,
      body: { photoIds: [photos[1]?.photoId, photos[2]?.photoId, photos[0]?.photoId] },
    });
    const { archiveId } = asked.body as ArchiveStatus;
    const real = archiveJobDeps(stack.deps);
    let opened = 0;
    const failing = {
      ...real,
      storage: {
        ...real.storage,
        openRead: async (key: string) => {
          opened += 1;
          if (opened === 2) throw new Error('worker killed');
          return real.storage.openRead(key);
        },
      },
    };
    // Act
    const failed = await buildArchive(failing, archiveId).catch((error: unknown) => error);
    const exists = await real.storage.exists(archiveKey(stay.id, archiveId));
    const retried = await buildArchive(real, archiveId);
    // Assess
    expect(failed).toBeInstanceOf(Error);
    expect(exists).toBe(false);
    expect(retried).toBe('built');
    const ready = await status(archiveId);
    const zip = await unzipped(ready.url ?? '');
    expect(zip.names).toEqual(namesOf([photos[1], photos[2], photos[0]]));
    expect(zip.sums).toEqual([contents[1], contents[2], contents[0]].map((c) => sha(c ?? new Uint8Array())));
  });

  it('leaves no archive from a worker process killed mid-upload, and the redelivered job builds a valid one', async () => {
    // Prepare: 6 photos of 4 MB, so parts of the 8 MB multipart upload are sent before the kill
    await worker.stop();
    const big = Array.from({ length: 6 }, () => new Uint8Array(randomBytes(4 * 1024 * 1024)));
    const published: PhotoRecord[] = [];
    for (const bytes of big) published.push(await publishedPhoto(stack, stay.id, bytes));
    const asked = await call(stack.app, 'POST', `/api/archives/${stay.id}`, {
      token: family,
      body: { photoIds: published.map((photo) => photo.photoId) },
    });
    const { archiveId } = asked.body as ArchiveStatus;
    const key = archiveKey(stay.id, archiveId);
    const bucket = stack.names.buckets.media;
    const { s3 } = stack.deps.clients;
    const partsSent = async (): Promise<number> => {
      const { Uploads = [] } = await s3.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      const upload = Uploads.find((candidate) => candidate.Key === key);
      if (!upload) return 0;
      const { Parts = [] } = await s3.send(
        new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: upload.UploadId }),
      );
      return Parts.length;
    };
    // Act: a worker process that stops reading after 4 photos (16 MB zipped) is killed there
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_PROCESS, archiveId], {
      env: { ...process.env, WORKER_ENV: JSON.stringify(stack.env), PAUSE_AFTER: '4' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('paused')) resolve();
      });
      exited.then(([code]) => reject(new Error(`worker exited (${code}) before the kill`)), reject);
    });
    const sentBeforeKill = await eventually(partsSent, (parts) => parts > 0);
    child.kill('SIGKILL');
    await exited;
    const leftBehind = await stack.deps.media.head(key);
    const retried = await buildArchive(archiveJobDeps(stack.deps), archiveId);
    // Assess
    expect(sentBeforeKill).toBeGreaterThan(0);
    expect(leftBehind).toBeUndefined();
    expect(retried).toBe('built');
    const zip = await unzipped((await status(archiveId)).url ?? '');
    expect(zip.names).toEqual(namesOf(published));
    expect(zip.sums).toEqual(big.map(sha));
  });

  it('refuses a photo the family does not see', async () => {
    // Prepare
    const hidden = await publishedPhoto(stack, stay.id, new Uint8Array([1]));
    await stack.deps.photos.setActive(stay.id, hidden.photoId, 0);
    // Act
    const answer = await call(stack.app, 'POST', `/api/archives/${stay.id}`, {
      token: family,
      body: { photoIds: [hidden.photoId] },
    });
    // Assess
    expect(answer.status).toBe(404);
  });
});
