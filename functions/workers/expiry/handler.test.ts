import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { FacesJob } from '#functions/ports/faces-queue.js';
import { photoKeys } from '#shared/media-keys.js';
import { familyCopyKeys } from '#shared/renditions.js';
import { recordingLogger, recordingMetrics } from '#test/fixtures/in-memory.js';
import { recordedInvalidations } from '#test/memory/cdn-invalidations.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { inMemoryPhotoObjects } from '#test/memory/photo-objects.js';
import { inMemoryPhotoStore, readyPhoto } from '#test/memory/photos.js';
import { createPhotosStreamHandler } from './handler.js';

const NOW = new Date('2026-08-02T06:00:00Z');
const PAST = String(Math.floor(NOW.getTime() / 1000) - 3600);
const FUTURE = String(Math.floor(NOW.getTime() / 1000) + 3600);

/** A REMOVE of the photos stream, with the old image in the stream's attribute-value form. */
const removal = (
  photoId: string,
  expiresAt: string | undefined,
  identity?: DynamoDBRecord['userIdentity'],
  stayId = 'stay1',
): DynamoDBRecord => ({
  eventID: photoId,
  eventName: 'REMOVE',
  ...(identity ? { userIdentity: identity } : {}),
  dynamodb: {
    SequenceNumber: photoId,
    OldImage: {
      stageId: { S: stayId },
      photoId: { S: photoId },
      status: { S: 'prete' },
      active_par: { S: 'Luc' },
      ...(expiresAt ? { expires_at: { N: expiresAt } } : {}),
    },
  },
});

/** A photo record in the stream's attribute-value form. */
const image = (photo: PhotoRecord) => ({
  stageId: { S: photo.stageId },
  photoId: { S: photo.photoId },
  status: { S: photo.status },
  actif: { N: String(photo.actif) },
  version: { N: String(photo.version) },
  ...(photo.copies === undefined ? {} : { copies: { N: String(photo.copies) } }),
  ...(photo.expires_at === undefined ? {} : { expires_at: { N: String(photo.expires_at) } }),
});

/** A MODIFY of the photos stream, from one state of the photo to the next. */
const change = (before: PhotoRecord, after: PhotoRecord): DynamoDBRecord => ({
  eventID: `${after.photoId}-${after.actif}`,
  eventName: 'MODIFY',
  dynamodb: { SequenceNumber: after.photoId, OldImage: image(before), NewImage: image(after) },
});

const TTL_SERVICE = { type: 'Service', principalId: 'dynamodb.amazonaws.com' };

const world = async (photoIds: readonly string[], records: readonly PhotoRecord[] = []) => {
  const media = inMemoryObjectStorage();
  for (const photoId of photoIds) {
    for (const key of Object.values(photoKeys('stay1', photoId, 1, 1)))
      await media.put(key, new Uint8Array([1]), 'image/jpeg');
  }
  const photos = inMemoryPhotoStore();
  photos.seed(...records);
  const photoDeletions = inMemoryPhotoDeletions();
  const invalidations = recordedInvalidations();
  const metrics = recordingMetrics();
  const facesJobs: FacesJob[] = [];
  const handler = createPhotosStreamHandler({
    faces: { enqueue: async (jobs) => void facesJobs.push(...jobs) },
    photos,
    photoObjects: inMemoryPhotoObjects(media),
    media,
    photoDeletions,
    invalidations,
    metrics,
    logger: recordingLogger(),
    clock: () => NOW,
  });
  const left = (photoId: string) => [...media.objects.keys()].filter((key) => key.includes(photoId));
  return { handler, photos, photoDeletions, left, invalidations, metrics, media, facesJobs };
};

const run = (handler: Awaited<ReturnType<typeof world>>['handler'], records: DynamoDBRecord[]) =>
  handler({ Records: records } as DynamoDBStreamEvent, {} as Context);

describe('photos stream handler', () => {
  it('forgets a photo removed by TTL in the cloud, and one past its TTL removed by the local sweep', async () => {
    // Prepare
    const { handler, photoDeletions, left } = await world(['cloud', 'local']);
    // Act
    const answer = await run(handler, [removal('cloud', FUTURE, TTL_SERVICE), removal('local', PAST)]);
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(left('cloud')).toEqual([]);
    expect(left('local')).toEqual([]);
    expect((await photoDeletions.listByStay('stay1')).map((entry) => entry.reason)).toEqual(['ttl', 'ttl']);
  });

  it('leaves a record removed on purpose to the deletion that removed it', async () => {
    // Prepare
    const { handler, photoDeletions, left } = await world(['deleted', 'dated']);
    // Act: no TTL identity, and no TTL passed
    const answer = await run(handler, [removal('deleted', undefined), removal('dated', FUTURE)]);
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(left('deleted')).toHaveLength(3);
    expect(left('dated')).toHaveLength(3);
    expect(await photoDeletions.listByStay('stay1')).toEqual([]);
  });

  it('fails alone a record without a photo key', async () => {
    // Prepare
    const { handler, left } = await world(['fine']);
    const broken: DynamoDBRecord = {
      eventID: 'x',
      eventName: 'REMOVE',
      dynamodb: { SequenceNumber: 'x', OldImage: {} },
    };
    // Act
    const answer = await run(handler, [broken, removal('fine', PAST)]);
    // Assess
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'x' }]);
    expect(left('fine')).toEqual([]);
  });

  it('moves the copies of a published photo that is hidden, and has the edges forget its stay once', async () => {
    // Prepare
    const shown = readyPhoto('stay1', 'p1', { actif: 1 });
    const hidden = { ...shown, actif: 0 as const };
    const other = readyPhoto('stay1', 'p2', { actif: 1 });
    const { handler, photos, left, invalidations, metrics } = await world(['p1', 'p2'], [hidden, other]);
    // Act
    const answer = await run(handler, [change(shown, hidden), change(other, { ...other, actif: 0 })]);
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect((await photos.get('stay1', 'p1'))?.copies).toBe(2);
    expect(left('p1').sort()).toEqual(
      [photoKeys('stay1', 'p1').original, ...familyCopyKeys('stay1', 'p1', 1, 2).slice(0, 2)].sort(),
    );
    expect(invalidations.requests.map((request) => request.paths)).toEqual([
      ['/photos/stay1/*', '/archives/stay1/*'],
    ]);
    expect(metrics.flushes).toEqual([{ edgePathsInvalidated: 2 }]);
  });

  it("deletes the zips of a stay where a published photo was hidden, not their checkpoints nor another stay's", async () => {
    // Prepare: two zips of stay1, a part being built, and a zip of another stay
    const shown = readyPhoto('stay1', 'p1', { actif: 1 });
    const hidden = { ...shown, actif: 0 as const };
    const { handler, media } = await world(['p1'], [hidden]);
    const kept = ['archives/stay1/abc-1.checkpoint.json', 'archives/stay2/def.zip'];
    for (const key of ['archives/stay1/abc.zip', 'archives/stay1/ghi-2.zip', ...kept])
      await media.put(key, new Uint8Array([1]), 'application/zip');
    // Act
    const answer = await run(handler, [change(shown, hidden)]);
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect([...media.objects.keys()].filter((key) => key.startsWith('archives/')).sort()).toEqual(kept);
  });

  it('asks the edges once per batch, one path per stay, the same request when the batch comes again', async () => {
    // Prepare
    const { handler, invalidations } = await world(['a', 'b', 'c']);
    const batch = [
      removal('a', undefined),
      removal('b', undefined, undefined, 'stay2'),
      removal('c', undefined),
    ];
    // Act
    await run(handler, batch);
    await run(handler, batch);
    // Assess
    const [first, again] = invalidations.requests;
    expect(first?.paths).toEqual([
      '/photos/stay1/*',
      '/archives/stay1/*',
      '/photos/stay2/*',
      '/archives/stay2/*',
    ]);
    expect(again).toEqual(first);
  });

  it('leaves the edges alone for changes families do not see', async () => {
    // Prepare
    const waiting = readyPhoto('stay1', 'p1', { actif: 0 });
    const { handler, left, invalidations } = await world(['p1'], [waiting]);
    // Act: a photo awaiting validation is announced, an upload never received goes
    const abandoned: DynamoDBRecord = {
      eventID: 'gone',
      eventName: 'REMOVE',
      dynamodb: {
        SequenceNumber: 'gone',
        OldImage: { stageId: { S: 'stay1' }, photoId: { S: 'gone' }, status: { S: 'en_attente' } },
      },
    };
    await run(handler, [change(waiting, { ...waiting, announced_at: NOW.toISOString() }), abandoned]);
    // Assess
    expect(left('p1')).toHaveLength(3);
    expect(invalidations.requests).toEqual([]);
  });

  it('asks the faces worker for a photo whose files changed, and for no other change', async () => {
    // Prepare
    const pending = { ...readyPhoto('stay1', 'p1'), status: 'en_attente' as const };
    const ready = readyPhoto('stay1', 'p1', { actif: 0 });
    const { handler, facesJobs } = await world(['p1'], [ready]);
    // Act: processed, published, rotated, copies moved
    const published = { ...ready, actif: 1 as const };
    const rotated = { ...published, version: 2 };
    const moved = { ...rotated, copies: 2 };
    const answer = await run(handler, [
      change(pending, ready),
      change(ready, published),
      change(published, rotated),
      change(rotated, moved),
    ]);
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    const job = { stageId: 'stay1', photoId: 'p1' };
    expect(facesJobs).toEqual([job, job, job]);
  });
});
