import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { photoKeys } from '../../../shared/media-keys.js';
import { recordingLogger } from '../../../test/fixtures/in-memory.js';
import { inMemoryObjectStorage } from '../../../test/memory/object-storage.js';
import { inMemoryPhotoDeletions } from '../../../test/memory/photo-deletions.js';
import { inMemoryPhotoObjects } from '../../../test/memory/photo-objects.js';
import { inMemoryPhotoStore } from '../../../test/memory/photos.js';
import { createExpiryHandler } from './handler.js';

const NOW = new Date('2026-08-02T06:00:00Z');
const PAST = String(Math.floor(NOW.getTime() / 1000) - 3600);
const FUTURE = String(Math.floor(NOW.getTime() / 1000) + 3600);

/** A REMOVE of the photos stream, with the old image in the stream's attribute-value form. */
const removal = (
  photoId: string,
  expiresAt: string | undefined,
  identity?: DynamoDBRecord['userIdentity'],
): DynamoDBRecord => ({
  eventID: photoId,
  eventName: 'REMOVE',
  ...(identity ? { userIdentity: identity } : {}),
  dynamodb: {
    SequenceNumber: photoId,
    OldImage: {
      stageId: { S: 'stay1' },
      photoId: { S: photoId },
      status: { S: 'prete' },
      active_par: { S: 'Luc' },
      ...(expiresAt ? { expires_at: { N: expiresAt } } : {}),
    },
  },
});

const TTL_SERVICE = { type: 'Service', principalId: 'dynamodb.amazonaws.com' };

const world = async (photoIds: readonly string[]) => {
  const media = inMemoryObjectStorage();
  for (const photoId of photoIds) {
    for (const key of Object.values(photoKeys('stay1', photoId)))
      await media.put(key, new Uint8Array([1]), 'image/jpeg');
  }
  const photoDeletions = inMemoryPhotoDeletions();
  const handler = createExpiryHandler({
    photos: inMemoryPhotoStore(),
    photoObjects: inMemoryPhotoObjects(media),
    media,
    photoDeletions,
    logger: recordingLogger(),
    clock: () => NOW,
  });
  const left = (photoId: string) => [...media.objects.keys()].filter((key) => key.includes(photoId));
  return { handler, photoDeletions, left };
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
    expect((await photoDeletions.listByStage('stay1')).map((entry) => entry.reason)).toEqual(['ttl', 'ttl']);
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
    expect(await photoDeletions.listByStage('stay1')).toEqual([]);
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
});
