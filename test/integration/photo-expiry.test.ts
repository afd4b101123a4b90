/**
 * Expiry that really deletes: a photo past its deletion date is hidden at once; after the local TTL
 * sweep its record goes, the stream handler deletes every S3 object of the photo, and the stay's
 * deletion log says so. A photo deleted on purpose is the deletion use case's alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stage.js';
import type { StreamPoller } from '#scripts/local/stream-poller.js';
import { photoStreamPoller } from '#scripts/local/streams.js';
import { sweepExpiredItems } from '#scripts/local/ttl-sweep.js';
import { photoKeys, uploadKey } from '#shared/media-keys.js';
import type { PhotoDeletion } from '#shared/photo-admin-schemas.js';
import type { PhotoPage } from '#shared/schemas.js';
import { readyPhotoRecord, stayWithTokens } from '../helpers/photo-fixtures.js';
import { call, type TestStack } from '../helpers/test-stack.js';

/** A ready photo whose three stored objects (original, display copy, thumbnail) are in S3. */
const storedPhoto = async (stack: TestStack, stageId: string): Promise<PhotoRecord> => {
  const photo = await readyPhotoRecord(stack, stageId, { width: 1, height: 1, bytes: 3 });
  for (const key of Object.values(photoKeys(stageId, photo.photoId, 1, 1))) {
    await stack.deps.media.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
  }
  return photo;
};

const objectsLeft = async (stack: TestStack, photo: PhotoRecord): Promise<string[]> => {
  const keys = [
    ...Object.values(photoKeys(photo.stageId, photo.photoId, 1, 1)),
    uploadKey(photo.stageId, photo.photoId),
  ];
  const heads = await Promise.all(
    keys.map(async (key) => ((await stack.deps.media.head(key)) ? key : undefined)),
  );
  return heads.filter((key) => key !== undefined);
};

describe('photo expiry', () => {
  let stack: TestStack;
  let stage: StayRecord;
  let admin: string;
  let family: string;
  let poller: StreamPoller;

  beforeAll(async () => {
    ({ stack, stage, admin, family } = await stayWithTokens());
    poller = photoStreamPoller(stack.coreOf('expiry'));
  });

  afterAll(() => poller.stop());

  const logOf = async (photo: PhotoRecord) =>
    (await stack.deps.photoDeletions.listByStage(stage.id)).filter(
      (entry) => entry.photoId === photo.photoId,
    );

  it('hides an expired photo at once, then the sweep and the stream delete it everywhere', async () => {
    // Prepare
    const expired = await storedPhoto(stack, stage.id);
    const kept = await storedPhoto(stack, stage.id);
    const validate = (photo: PhotoRecord, day: string) => ({
      id: photo.photoId,
      actif: 1,
      active_par: 'Claire Martin',
      duree_diffusion: day,
    });
    // Act: publish one until a past day, the other until far ahead
    const saved = await call(stack.app, 'POST', `/api/photos/${stage.id}/validation`, {
      token: admin,
      body: {
        photos: [validate(expired, '2020-01-31'), validate(kept, '2099-01-31')],
        supprimer_maintenant: true,
      },
    });
    const seen = await call(stack.app, 'GET', `/api/doc_stage_formateur_active/${stage.id}`, {
      token: family,
    });
    // Assess: hidden at once, though the record is still there
    expect(saved.status).toBe(200);
    expect((seen.body as PhotoPage).photos.map((p) => p.id)).toEqual([kept.photoId]);
    expect(await stack.deps.photos.get(stage.id, expired.photoId)).toBeDefined();

    // Act: the local TTL emulation, then the stream
    const swept = await sweepExpiredItems({
      dynamo: stack.deps.clients.dynamo,
      tableNames: stack.names.tables,
    });
    await poller.pollOnce();
    // Assess
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await stack.deps.photos.get(stage.id, expired.photoId)).toBeUndefined();
    expect(await objectsLeft(stack, expired)).toEqual([]);
    expect(await objectsLeft(stack, kept)).toHaveLength(3);
    const log = await call(stack.app, 'GET', `/api/photos/${stage.id}/deletions`, { token: admin });
    expect(log.status).toBe(200);
    expect(log.body).toEqual([
      expect.objectContaining({
        photoId: expired.photoId,
        duree_diffusion: '2020-01-31',
        active_par: 'Claire Martin',
        reason: 'ttl',
        objects: 3,
      } satisfies Partial<PhotoDeletion>),
    ]);
  });

  it('logs an expired photo once, even when its stream record comes twice', async () => {
    // Prepare
    const photo = await storedPhoto(stack, stage.id);
    await call(stack.app, 'POST', `/api/photos/${stage.id}/validation`, {
      token: admin,
      body: {
        photos: [{ id: photo.photoId, actif: 1, active_par: 'Luc', duree_diffusion: '2020-02-29' }],
        supprimer_maintenant: true,
      },
    });
    await poller.pollOnce(); // what came before is handled
    // Act: the sweep and the stream, then the whole stream again from its start
    await sweepExpiredItems({ dynamo: stack.deps.clients.dynamo, tableNames: stack.names.tables });
    await poller.pollOnce();
    await photoStreamPoller(stack.coreOf('expiry')).pollOnce();
    // Assess
    expect(await objectsLeft(stack, photo)).toEqual([]);
    expect(await logOf(photo)).toEqual([expect.objectContaining({ reason: 'ttl', objects: 3 })]);
  });

  it('leaves a deletion on purpose as its use case made it: logged once, as a deletion', async () => {
    // Prepare
    const photo = await storedPhoto(stack, stage.id);
    await poller.pollOnce();
    // Act: deleted through the API, then the stream, then the whole stream again from its start
    const answer = await call(stack.app, 'POST', `/api/delete_images/${stage.id}`, {
      token: admin,
      body: { ids: [photo.photoId] },
    });
    await poller.pollOnce();
    await photoStreamPoller(stack.coreOf('expiry')).pollOnce();
    // Assess
    expect(answer.status).toBe(200);
    expect(await stack.deps.photos.get(stage.id, photo.photoId)).toBeUndefined();
    expect(await objectsLeft(stack, photo)).toEqual([]);
    expect(await logOf(photo)).toEqual([expect.objectContaining({ reason: 'suppression', objects: 3 })]);
  });
});
