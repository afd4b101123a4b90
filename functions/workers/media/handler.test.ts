import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import type { BatchEnd } from '#functions/domain/upload-batch.js';
import { photoKeys, uploadKey } from '#shared/media-keys.js';
import { phoneJpeg, textFile } from '#test/fixtures/images.js';
import { recordingLogger, recordingMetrics } from '#test/fixtures/in-memory.js';
import { sqsRecord } from '#test/helpers/sqs-record.js';
import { inMemoryObjectStorage } from '#test/memory/object-storage.js';
import { inMemoryPhotoStore, pendingPhoto } from '#test/memory/photos.js';
import { createMediaHandler, parseS3EventBody } from './handler.js';

/** An S3 notification as S3 (and the emulator) sends it, with the key URL-encoded. */
const s3Event = (key: string, eventName = 'ObjectCreated:Put'): string =>
  JSON.stringify({
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        awsRegion: 'eu-west-3',
        eventName,
        s3: {
          s3SchemaVersion: '1.0',
          bucket: { name: 'media', arn: 'arn:aws:s3:::media' },
          object: { key: encodeURIComponent(key).replace(/%20/g, '+'), size: 1, eTag: 'e' },
        },
      },
    ],
  });

const TEST_EVENT = JSON.stringify({
  Service: 'Amazon S3',
  Event: 's3:TestEvent',
  Time: '2026-07-01T10:00:00.000Z',
  Bucket: 'media',
  RequestId: 'r',
  HostId: 'h',
});

const mediaMessage = (messageId: string, body: string) =>
  sqsRecord(messageId, body, { queueArn: 'arn:aws:sqs:eu-west-3:123456789012:media' });

const context = {
  functionName: 'media-worker-test',
  awsRequestId: 'request-1',
  getRemainingTimeInMillis: () => 60_000,
} as Context;

describe('parseS3EventBody', () => {
  it('reads the created object, decoding its key', () => {
    // Act
    const objects = parseS3EventBody(s3Event('uploads/photos/s1/photo 1é'));
    // Assess
    expect(objects).toEqual([{ bucket: 'media', key: 'uploads/photos/s1/photo 1é' }]);
  });

  it('decodes + as a space and %2F as a slash', () => {
    // Prepare
    const body = s3Event('x').replace('"key":"x"', '"key":"uploads%2Fphotos%2Fs1%2Fa+b%2Bc"');
    // Act
    const [object] = parseS3EventBody(body);
    // Assess
    expect(object?.key).toBe('uploads/photos/s1/a b+c');
  });

  it('skips the test event S3 sends when notifications are configured', () => {
    expect(parseS3EventBody(TEST_EVENT)).toEqual([]);
  });

  it('skips events other than object creation', () => {
    expect(parseS3EventBody(s3Event('uploads/photos/s1/p1', 'ObjectRemoved:Delete'))).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"Records": ['],
    ['JSON that is no S3 event', '{"hello":"world"}'],
    [
      'a record without a key',
      '{"Records":[{"eventName":"ObjectCreated:Put","s3":{"bucket":{"name":"m"}}}]}',
    ],
  ])('throws on %s', (_, body) => {
    expect(() => parseS3EventBody(body)).toThrow();
  });
});

describe('media handler', () => {
  const setUp = async () => {
    const media = inMemoryObjectStorage();
    const photos = inMemoryPhotoStore();
    const metrics = recordingMetrics();
    const announced: BatchEnd[] = [];
    const handler = createMediaHandler({
      media,
      photos,
      images: createSharpImageProcessor(),
      batches: { photoProcessed: async () => undefined },
      announcer: {
        announce: async (end) => {
          announced.push(end);
          return announced.length === 1 ? 'announced' : 'not-over';
        },
      },
      logger: recordingLogger(),
      metrics,
      clock: () => new Date(),
    });
    const photo = await phoneJpeg();
    /** A signed photo, uploaded (with these bytes) or not. */
    const signed = async (photoId: string, uploaded = true, bytes = photo): Promise<string> => {
      await photos.createPending(pendingPhoto('s1', photoId));
      if (uploaded) await media.put(uploadKey('s1', photoId), bytes, 'image/jpeg');
      return uploadKey('s1', photoId);
    };
    return { media, photos, metrics, handler, signed, announced };
  };

  it('hands the checks of batch ends to the announcer, and counts the batches announced', async () => {
    // Prepare
    const { metrics, handler, announced } = await setUp();
    const end = { stageId: 's1', uploader: 'session-1', at: '2026-07-01T10:00:00.000Z' };
    const check = JSON.stringify({ job: 'upload-batch-check', ...end });
    // Act
    const answer = await handler(
      { Records: [mediaMessage('c1', check), mediaMessage('c2', check)] },
      context,
    );
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(announced).toEqual([end, end]);
    expect(metrics.flushes).toEqual([{ batchesAnnounced: 1 }]);
  });

  it('fails alone a check that names no batch', async () => {
    // Prepare
    const { handler, announced } = await setUp();
    const broken = JSON.stringify({ job: 'upload-batch-check', stageId: 's1', at: 'hier' });
    // Act
    const answer = await handler(
      { Records: [mediaMessage('c1', broken), mediaMessage('t', TEST_EVENT)] },
      context,
    );
    // Assess
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'c1' }]);
    expect(announced).toEqual([]);
  });

  it('counts processed photos and refused uploads, published once per invocation', async () => {
    // Prepare: a photo, a text file sent as a photo, and an upload that never arrived
    const { metrics, handler, signed } = await setUp();
    const event = {
      Records: [
        mediaMessage('m1', s3Event(await signed('p1'))),
        mediaMessage('m2', s3Event(await signed('p2', true, textFile()))),
        mediaMessage('m3', s3Event(await signed('p3', false))),
      ],
    };
    // Act
    await handler(event, context);
    await handler({ Records: [mediaMessage('m4', s3Event(uploadKey('s1', 'p1')))] }, context);
    // Assess: the redelivered photo was already done, the missing upload will be retried
    expect(metrics.flushes).toEqual([{ photosProcessed: 1, uploadsRefused: 1 }, {}]);
  });

  it('reports exactly the failed message of a batch of three', async () => {
    // Prepare: the second photo's upload is missing, so its job throws
    const { photos, handler, signed } = await setUp();
    const event = {
      Records: [
        mediaMessage('m1', s3Event(await signed('p1'))),
        mediaMessage('m2', s3Event(await signed('p2', false))),
        mediaMessage('m3', s3Event(await signed('p3'))),
      ],
    };
    // Act
    const answer = await handler(event, context);
    // Assess
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
    expect((await photos.get('s1', 'p1'))?.status).toBe('prete');
    expect((await photos.get('s1', 'p3'))?.status).toBe('prete');
  });

  it('fails a malformed message alone', async () => {
    // Prepare
    const { handler, signed } = await setUp();
    const event = {
      Records: [mediaMessage('bad', 'not json at all'), mediaMessage('good', s3Event(await signed('p1')))],
    };
    // Act
    const answer = await handler(event, context);
    // Assess
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'bad' }]);
  });

  it('skips the S3 test event without failing or touching anything', async () => {
    // Prepare
    const { media, photos, handler } = await setUp();
    // Act
    const answer = await handler({ Records: [mediaMessage('t', TEST_EVENT)] }, context);
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(media.objects.size).toBe(0);
    expect(photos.records.size).toBe(0);
  });

  it('processes the upload named by an encoded key', async () => {
    // Prepare
    const { media, photos, handler, signed } = await setUp();
    const key = await signed('p1');
    const body = s3Event('x').replace('"key":"x"', `"key":"${encodeURIComponent(key)}"`);
    // Act
    const answer = await handler({ Records: [mediaMessage('m1', body)] }, context);
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect((await photos.get('s1', 'p1'))?.status).toBe('prete');
    expect(media.objects.has(photoKeys('s1', 'p1', 1, 1).thumb)).toBe(true);
    expect(media.objects.has(key)).toBe(false);
  });
});
