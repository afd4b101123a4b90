/**
 * Rotation: the admin asks, the rotate worker turns the original a quarter turn, makes the
 * derivatives again under the next version's keys and moves the record there, so families get new
 * URLs at once; the same job delivered twice rotates once.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { rotateJobDeps } from '#functions/composition/rotate-worker.js';
import { newId } from '#functions/domain/ids.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { rotatePhoto } from '#functions/workers/rotate/rotate-photo.js';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import { photoKeys } from '#shared/media-keys.js';
import { RENDITIONS_VERSION, renditionKeys } from '#shared/renditions.js';
import type { PhotoPage } from '#shared/schemas.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { call, createTestStack, eventually, type TestStack } from '../helpers/test-stack.js';

/** A ready, published 600×400 (landscape) photo with its three variants stored. */
const landscapePhoto = async (stack: TestStack, stayId: string): Promise<PhotoRecord> => {
  const input = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7a55' } })
    .jpeg()
    .toBuffer();
  const derived = await createSharpImageProcessor().derive(input);
  return readyPhotoRecord(
    stack,
    stayId,
    { width: 600, height: 400, bytes: input.length },
    {
      actif: 1,
      beforeReady: async (photo) => {
        const keys = photoKeys(stayId, photo.photoId, 1, 1);
        for (const variant of ['original', 'display', 'thumb'] as const) {
          await stack.deps.media.put(keys[variant], derived[variant].data, 'image/jpeg');
        }
      },
    },
  );
};

const sizeOf = async (stack: TestStack, key: string): Promise<[number, number]> => {
  const meta = await sharp((await stack.deps.media.getBytes(key)) ?? new Uint8Array()).metadata();
  return [meta.width ?? 0, meta.height ?? 0];
};

describe('photo rotation', () => {
  let stack: TestStack;
  let stay: StayRecord;
  let admin: string;
  let family: string;
  let worker: RunningPoller;

  beforeAll(async () => {
    stack = await createTestStack();
    stay = await stack.createStay();
    admin = await stack.deps.tokens.issueAdminToken('admin');
    family = await stack.deps.tokens.issueStayToken('stagiaire', stay.id, stay.token_version);
    worker = stack.startWorker('rotate');
  });

  afterAll(() => worker.stop());

  it('turns a photo a quarter turn under new keys, and families get the new URLs', async () => {
    // Prepare
    const photo = await landscapePhoto(stack, stay.id);
    const before = (
      (await call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stay.id}`, { token: family }))
        .body as PhotoPage
    ).photos;
    // Act
    const asked = await call(stack.app, 'POST', `/api/rotate_images/${stay.id}`, {
      token: admin,
      body: { photoIds: [photo.photoId] },
    });
    const rotated = await eventually(
      () => stack.deps.photos.get(stay.id, photo.photoId),
      (record) => record?.version === 2,
    );
    // Assess
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ photos: [{ id: photo.photoId, version: 2 }] });
    expect(rotated).toMatchObject({ width: 400, height: 600 });
    const v2 = photoKeys(stay.id, photo.photoId, 2, 1);
    expect(await sizeOf(stack, v2.original)).toEqual([400, 600]);
    expect(await sizeOf(stack, v2.thumb)).toEqual([267, 400]);
    expect(await stack.deps.media.head(photoKeys(stay.id, photo.photoId).original)).toBeUndefined();
    const after = (
      (await call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stay.id}`, { token: family }))
        .body as PhotoPage
    ).photos;
    expect(after[0]?.thumbUrl).not.toBe(before[0]?.thumbUrl);
    expect(after[0]?.thumbUrl).toContain('/v2/c1/thumb.jpg');
    // The WebP copies and the placeholder are made again, turned, for the new version.
    expect(before[0]).toMatchObject({ sources: null, placeholder: null });
    expect(rotated?.renditions).toBe(RENDITIONS_VERSION);
    for (const key of renditionKeys(stay.id, photo.photoId, 2, 1)) {
      const [width, height] = await sizeOf(stack, key);
      expect(height).toBeGreaterThan(width);
    }
    expect(after[0]?.placeholder).toBe(rotated?.placeholder);
    expect(after[0]?.sources?.thumbs.map((thumb) => thumb.url)).toEqual(
      renditionKeys(stay.id, photo.photoId, 2, 1)
        .filter((key) => key.includes('/thumb-'))
        .map((key) => expect.stringContaining(key)),
    );
  });

  it('rotates once when the same job is delivered twice', async () => {
    // Prepare
    await worker.stop(); // the jobs below are run by hand
    const photo = await landscapePhoto(stack, stay.id);
    const job = { stageId: stay.id, photoId: photo.photoId, fromVersion: 1 };
    const deps = rotateJobDeps(stack.deps);
    // Act
    const first = await rotatePhoto(deps, job);
    const second = await rotatePhoto(deps, job);
    // Assess
    expect([first, second]).toEqual(['rotated', 'already-rotated']);
    expect((await stack.deps.photos.get(stay.id, photo.photoId))?.version).toBe(2);
    expect(await sizeOf(stack, photoKeys(stay.id, photo.photoId, 2).original)).toEqual([400, 600]);
    expect(await stack.deps.media.head(photoKeys(stay.id, photo.photoId, 3).original)).toBeUndefined();
  });

  it('turns nothing when one photo of the set is unknown', async () => {
    // Prepare
    const photo = await landscapePhoto(stack, stay.id);
    // Act
    const answer = await call(stack.app, 'POST', `/api/rotate_images/${stay.id}`, {
      token: admin,
      body: { photoIds: [photo.photoId, newId()] },
    });
    // Assess
    expect(answer.status).toBe(404);
    expect((await stack.deps.photos.get(stay.id, photo.photoId))?.version).toBe(1);
  });
});
