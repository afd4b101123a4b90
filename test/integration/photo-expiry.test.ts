/**
 * Expiry that really deletes: a photo past its deletion date is hidden at once; after the local TTL
 * sweep its record goes, the stream handler deletes every S3 object of the photo, and the stay's
 * deletion log says so. A photo deleted on purpose is the deletion use case's alone.
 */
import { describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { photoStreamPoller } from '#scripts/local/streams.js';
import { sweepExpiredItems } from '#scripts/local/ttl-sweep.js';
import { photoKeys, uploadKey } from '#shared/media-keys.js';
import type { PhotoDeletion } from '#shared/photo-admin-schemas.js';
import type { PhotoPage } from '#shared/schemas.js';
import { readyPhotoRecord } from '../helpers/photo-fixtures.js';
import { stayWithPhotoStream } from '../helpers/photo-stream.js';
import { call, type TestStack } from '../helpers/test-stack.js';

/** A ready photo whose three stored objects (original, display copy, thumbnail) are in S3. */
const storedPhoto = async (stack: TestStack, stayId: string): Promise<PhotoRecord> => {
  const photo = await readyPhotoRecord(stack, stayId, { width: 1, height: 1, bytes: 3 });
  for (const key of Object.values(photoKeys(stayId, photo.photoId, 1, 1))) {
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
  const fixture = stayWithPhotoStream();

  const logOf = async (photo: PhotoRecord) =>
    (await fixture.stack.deps.photoDeletions.listByStay(fixture.stage.id)).filter(
      (entry) => entry.photoId === photo.photoId,
    );

  it('hides an expired photo at once, then the sweep and the stream delete it everywhere', async () => {
    // Prepare
    const expired = await storedPhoto(fixture.stack, fixture.stage.id);
    const kept = await storedPhoto(fixture.stack, fixture.stage.id);
    const validate = (photo: PhotoRecord, day: string) => ({
      id: photo.photoId,
      actif: 1,
      active_par: 'Claire Martin',
      duree_diffusion: day,
    });
    // Act: publish one until a past day, the other until far ahead
    const saved = await call(fixture.stack.app, 'POST', `/api/photos/${fixture.stage.id}/validation`, {
      token: fixture.admin,
      body: {
        photos: [validate(expired, '2020-01-31'), validate(kept, '2099-01-31')],
        supprimer_maintenant: true,
      },
    });
    const seen = await call(fixture.stack.app, 'GET', `/api/doc_stage_formateur_active/${fixture.stage.id}`, {
      token: fixture.family,
    });
    // Assess: hidden at once, though the record is still there
    expect(saved.status).toBe(200);
    expect((seen.body as PhotoPage).photos.map((p) => p.id)).toEqual([kept.photoId]);
    expect(await fixture.stack.deps.photos.get(fixture.stage.id, expired.photoId)).toBeDefined();

    // Act: the local TTL emulation, then the stream
    const swept = await sweepExpiredItems({
      dynamo: fixture.stack.deps.clients.dynamo,
      tableNames: fixture.stack.names.tables,
    });
    await fixture.poller.pollOnce();
    // Assess
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await fixture.stack.deps.photos.get(fixture.stage.id, expired.photoId)).toBeUndefined();
    expect(await objectsLeft(fixture.stack, expired)).toEqual([]);
    expect(await objectsLeft(fixture.stack, kept)).toHaveLength(3);
    const log = await call(fixture.stack.app, 'GET', `/api/photos/${fixture.stage.id}/deletions`, {
      token: fixture.admin,
    });
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
    const photo = await storedPhoto(fixture.stack, fixture.stage.id);
    await call(fixture.stack.app, 'POST', `/api/photos/${fixture.stage.id}/validation`, {
      token: fixture.admin,
      body: {
        photos: [{ id: photo.photoId, actif: 1, active_par: 'Luc', duree_diffusion: '2020-02-29' }],
        supprimer_maintenant: true,
      },
    });
    await fixture.poller.pollOnce(); // what came before is handled
    // Act: the sweep and the stream, then the whole stream again from its start
    await sweepExpiredItems({
      dynamo: fixture.stack.deps.clients.dynamo,
      tableNames: fixture.stack.names.tables,
    });
    await fixture.poller.pollOnce();
    await photoStreamPoller(fixture.stack.coreOf('expiry')).pollOnce();
    // Assess
    expect(await objectsLeft(fixture.stack, photo)).toEqual([]);
    expect(await logOf(photo)).toEqual([expect.objectContaining({ reason: 'ttl', objects: 3 })]);
  });

  it('leaves a deletion on purpose as its use case made it: logged once, as a deletion', async () => {
    // Prepare
    const photo = await storedPhoto(fixture.stack, fixture.stage.id);
    await fixture.poller.pollOnce();
    // Act: deleted through the API, then the stream, then the whole stream again from its start
    const answer = await call(fixture.stack.app, 'POST', `/api/delete_images/${fixture.stage.id}`, {
      token: fixture.admin,
      body: { ids: [photo.photoId] },
    });
    await fixture.poller.pollOnce();
    await photoStreamPoller(fixture.stack.coreOf('expiry')).pollOnce();
    // Assess
    expect(answer.status).toBe(200);
    expect(await fixture.stack.deps.photos.get(fixture.stage.id, photo.photoId)).toBeUndefined();
    expect(await objectsLeft(fixture.stack, photo)).toEqual([]);
    expect(await logOf(photo)).toEqual([expect.objectContaining({ reason: 'suppression', objects: 3 })]);
  });
});
