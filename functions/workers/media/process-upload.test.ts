import { describe, expect, it } from 'vitest';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { FIRST_COPIES } from '#functions/domain/photo.js';
import type { ImageProcessor } from '#functions/ports/image-processor.js';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { photoKeys, uploadKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import { photoVersionKeys, RENDITIONS_VERSION, renditionKeys } from '#shared/renditions.js';
import { phoneJpeg, textFile } from '#test/fixtures/images.js';
import { recordingLogger } from '#test/fixtures/in-memory.js';
import type { Call } from '#test/memory/calls.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoStore, pendingPhoto } from '#test/memory/photos.js';
import { type MediaJobDeps, processUpload, UploadMissingError } from './process-upload.js';

const STAY = 'stage1';
const PHOTO = 'photo1';
const KEY = uploadKey(STAY, PHOTO);
const DERIVATIVES = photoKeys(STAY, PHOTO, 1, FIRST_COPIES);

/** A media worker's world: storage, records and the real image processor, all in memory. */
const world = (images: ImageProcessor = createSharpImageProcessor()) => {
  const calls: Call[] = [];
  const media = inMemoryObjectStorage(calls);
  const photos = inMemoryPhotoStore(calls);
  const logger = recordingLogger();
  let now = Date.parse('2026-07-01T10:00:00Z');
  const deps: MediaJobDeps = {
    media,
    photos,
    images,
    // Told of each photo of a batch, in the order of the other calls.
    batches: {
      photoProcessed: async (photo, at) => {
        calls.push(['photoProcessed', photo.stageId, photo.uploader, at.toISOString()]);
      },
    },
    logger,
    // Each reading moves time on by 25 ms, so durations are visible.
    clock: () => {
      now += 25;
      return new Date(now);
    },
  };
  const upload = async (body: Uint8Array) => {
    await media.put(KEY, body, 'image/jpeg');
    calls.length = 0;
  };
  const announce = async () => photos.createPending(pendingPhoto(STAY, PHOTO, { uploader: 'session-1' }));
  return { deps, media, photos, logger, calls, upload, announce };
};

const operations = (calls: Call[]): string[] => calls.map(([operation]) => operation);

describe('processUpload', () => {
  it('writes the JPEG and WebP derivatives and the placeholder, marks the photo ready, then deletes the upload', async () => {
    // Prepare
    const { deps, media, photos, calls, upload, announce } = world();
    await announce();
    await upload(await phoneJpeg(600, 400));
    // Act
    const outcome = await processUpload(deps, KEY);
    // Assess
    expect(outcome).toBe('ready');
    expect([...media.objects.keys()].sort()).toEqual(photoVersionKeys(STAY, PHOTO, 1, FIRST_COPIES).sort());
    for (const key of Object.values(DERIVATIVES))
      expect(media.objects.get(key)?.contentType).toBe('image/jpeg');
    for (const key of renditionKeys(STAY, PHOTO, 1, FIRST_COPIES))
      expect(media.objects.get(key)?.contentType).toBe('image/webp');
    const record = await photos.get(STAY, PHOTO);
    expect(record).toMatchObject({
      status: 'prete',
      width: 400,
      height: 600,
      renditions: RENDITIONS_VERSION,
    });
    expect(record?.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(record?.bytes).toBe(media.objects.get(DERIVATIVES.original)?.body.byteLength);
    const steps = operations(calls);
    expect(steps.lastIndexOf('put')).toBeLessThan(steps.indexOf('markReady'));
    expect(steps.indexOf('markReady')).toBeLessThan(steps.lastIndexOf('delete'));
  });

  it("tells the photo's batch before making it ready, so a failure there leaves it pending", async () => {
    // Prepare
    const { deps, calls, upload, announce } = world();
    await announce();
    await upload(await phoneJpeg());
    // Act
    await processUpload(deps, KEY);
    // Assess
    const told = calls.filter(([operation]) => operation === 'photoProcessed');
    expect(told).toEqual([['photoProcessed', STAY, 'session-1', expect.any(String)]]);
    const steps = operations(calls);
    expect(steps.indexOf('photoProcessed')).toBeLessThan(steps.indexOf('markReady'));
    expect(steps.lastIndexOf('put')).toBeLessThan(steps.indexOf('photoProcessed'));
  });

  it('tells no batch of a refused photo, nor again on a second delivery', async () => {
    // Prepare
    const { deps, calls, upload, announce } = world();
    await announce();
    await upload(textFile());
    await processUpload(deps, KEY);
    // Act
    await processUpload(deps, KEY);
    // Assess
    expect(operations(calls)).not.toContain('photoProcessed');
  });

  it('logs the ids, the outcome and the duration', async () => {
    // Prepare
    const { deps, logger, upload, announce } = world();
    await announce();
    await upload(await phoneJpeg());
    // Act
    await processUpload(deps, KEY);
    // Assess
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        attributes: expect.objectContaining({
          stageId: STAY,
          photoId: PHOTO,
          outcome: 'ready',
          durationMs: expect.any(Number),
        }),
      }),
    );
  });

  it('refuses a text file renamed .jpg: reason recorded, upload deleted, no derivative', async () => {
    // Prepare
    const { deps, media, photos, upload, announce } = world();
    await announce();
    await upload(textFile());
    // Act
    const outcome = await processUpload(deps, KEY);
    // Assess
    expect(outcome).toBe('rejected');
    expect(await photos.get(STAY, PHOTO)).toMatchObject({
      status: 'refusee',
      rejection: messages.rejection.notAnImage,
    });
    expect(media.objects.size).toBe(0);
  });

  it('refuses an oversized upload from its size alone, without downloading it', async () => {
    // Prepare
    const { deps, media, photos, calls, upload, announce } = world();
    await announce();
    await upload(new Uint8Array(MAX_UPLOAD_BYTES + 1));
    // Act
    const outcome = await processUpload(deps, KEY);
    // Assess
    expect(outcome).toBe('rejected');
    expect((await photos.get(STAY, PHOTO))?.rejection).toBe(messages.rejection.tooLarge);
    expect(operations(calls)).not.toContain('getBytes');
    expect(media.objects.size).toBe(0);
  });

  it('deletes an upload nobody signed, and makes nothing of it', async () => {
    // Prepare
    const { deps, media, photos, upload } = world();
    await upload(await phoneJpeg());
    // Act
    const outcome = await processUpload(deps, KEY);
    // Assess
    expect(outcome).toBe('unannounced');
    expect(media.objects.size).toBe(0);
    expect(photos.records.size).toBe(0);
  });

  it('does nothing more on a second delivery after success', async () => {
    // Prepare
    const { deps, media, photos, calls, upload, announce } = world();
    await announce();
    await upload(await phoneJpeg());
    await processUpload(deps, KEY);
    const recordAfterFirst = await photos.get(STAY, PHOTO);
    const objectsAfterFirst = new Map(media.objects);
    calls.length = 0;
    // Act
    const outcome = await processUpload(deps, KEY);
    // Assess
    expect(outcome).toBe('already-processed');
    expect(await photos.get(STAY, PHOTO)).toEqual(recordAfterFirst);
    expect(media.objects).toEqual(objectsAfterFirst);
    expect(operations(calls)).not.toContain('put');
    expect(operations(calls)).not.toContain('markReady');
  });

  it('removes the upload that a second delivery still finds after an earlier success', async () => {
    // Prepare: the first run stopped just before its final delete
    const { deps, media, photos, announce, upload } = world();
    await announce();
    await upload(await phoneJpeg());
    await processUpload(deps, KEY);
    await media.put(KEY, await phoneJpeg(), 'image/jpeg');
    // Act
    const outcome = await processUpload(deps, KEY);
    // Assess
    expect(outcome).toBe('already-processed');
    expect(media.objects.has(KEY)).toBe(false);
    expect(media.objects.has(DERIVATIVES.thumb)).toBe(true);
    expect((await photos.get(STAY, PHOTO))?.status).toBe('prete');
  });

  it('throws for SQS to retry when the upload is missing while its photo is still pending', async () => {
    // Prepare
    const { deps, photos, announce } = world();
    await announce();
    // Act
    const run = processUpload(deps, KEY);
    // Assess
    await expect(run).rejects.toBeInstanceOf(UploadMissingError);
    expect((await photos.get(STAY, PHOTO))?.status).toBe('en_attente');
  });

  it('throws on a failure that is not the file’s fault, leaving everything for the retry', async () => {
    // Prepare
    const real = createSharpImageProcessor();
    const failing: ImageProcessor = {
      ...real,
      derive: () => Promise.reject(new Error('vips_malloc: out of memory')),
    };
    const { deps, media, photos, upload, announce } = world(failing);
    await announce();
    await upload(await phoneJpeg());
    // Act
    const run = processUpload(deps, KEY);
    // Assess
    await expect(run).rejects.toThrow('out of memory');
    expect((await photos.get(STAY, PHOTO))?.status).toBe('en_attente');
    expect([...media.objects.keys()]).toEqual([KEY]);
  });

  it('finishes on retry after a crash between the derivative writes and the record update', async () => {
    // Prepare
    const { deps, media, photos, upload, announce } = world();
    await announce();
    await upload(await phoneJpeg());
    const markReady = photos.markReady;
    let crashes = 1;
    const crashingDeps: MediaJobDeps = {
      ...deps,
      photos: {
        ...photos,
        markReady: (...args) => (crashes-- > 0 ? Promise.reject(new Error('timeout')) : markReady(...args)),
      },
    };
    await expect(processUpload(crashingDeps, KEY)).rejects.toThrow('timeout');
    // Act
    const outcome = await processUpload(crashingDeps, KEY);
    // Assess
    expect(outcome).toBe('ready');
    expect((await photos.get(STAY, PHOTO))?.status).toBe('prete');
    expect([...media.objects.keys()].sort()).toEqual(photoVersionKeys(STAY, PHOTO, 1, FIRST_COPIES).sort());
  });

  it('removes its derivatives when the photo was deleted while they were being made', async () => {
    // Prepare: the trainer deletes the photo just as the worker finishes
    const { deps, media, photos, upload, announce } = world();
    await announce();
    await upload(await phoneJpeg());
    const racingDeps: MediaJobDeps = {
      ...deps,
      photos: {
        ...photos,
        markReady: async (stayId, photoId, processed) => {
          photos.records.clear();
          return photos.markReady(stayId, photoId, processed);
        },
      },
    };
    // Act
    const outcome = await processUpload(racingDeps, KEY);
    // Assess
    expect(outcome).toBe('already-processed');
    expect(media.objects.size).toBe(0);
  });

  it('ignores a key outside the upload prefix', async () => {
    // Prepare
    const { deps, calls } = world();
    // Act
    const outcome = await processUpload(deps, 'photos/stage1/photo1/original.jpg');
    // Assess
    expect(outcome).toBe('ignored');
    expect(calls).toEqual([]);
  });
});
