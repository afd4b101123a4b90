import { Logger } from '@aws-lambda-powertools/logger';
import type { Context, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ArchiveRecord } from '#functions/domain/archive.js';
import { messages } from '#shared/messages.js';
import { recordingMetrics } from '#test/fixtures/in-memory.js';
import { sqsRecord } from '#test/helpers/sqs-record.js';
import { recordingArchiveQueue } from '#test/memory/archive-queue.js';
import { inMemoryArchiveStorage } from '#test/memory/archive-storage.js';
import { inMemoryArchiveStore } from '#test/memory/archives.js';
import { inMemoryPhotoStore } from '#test/memory/photos.js';
import { createArchiveHandler } from './handler.js';

const QUEUE_ARN = 'arn:aws:sqs:eu-west-3:123456789012:portail-archive';
const DEAD_LETTER_ARN = 'arn:aws:sqs:eu-west-3:123456789012:portail-archive-dlq';

const archive = (archiveId: string, status: ArchiveRecord['status'], parts = 1): ArchiveRecord => ({
  archiveId,
  stageId: 's',
  items: Array.from({ length: parts }, (_, i) => ({ photoId: `p${i}`, version: 1 })),
  fileName: 'photos.zip',
  key: `archives/s/${archiveId}.zip`,
  status,
  done: 0,
  total: parts,
  requested_at: '2026-11-23T00:00:00.000Z',
  expires_at: 0,
  parts: Array.from({ length: parts }, (_, i) => ({
    first: i,
    count: 1,
    bytes: 100,
    status,
    done: 0,
    written: 0,
  })),
  ready: status === 'prete' ? parts : 0,
});

const job = (
  messageId: string,
  body: object,
  options: { receives?: number; source?: string } = {},
): SQSRecord =>
  sqsRecord(messageId, JSON.stringify(body), {
    queueArn: options.source ?? QUEUE_ARN,
    receives: options.receives,
  });

const context = (remainingMs: number) =>
  ({
    functionName: 'archive-worker-test',
    awsRequestId: 'r1',
    getRemainingTimeInMillis: () => remainingMs,
  }) as Context;

const setUp = (records: ArchiveRecord[], originals: Record<string, Uint8Array> = {}) => {
  const archives = inMemoryArchiveStore(records);
  const storage = inMemoryArchiveStorage(originals);
  const metrics = recordingMetrics();
  const queue = recordingArchiveQueue();
  const handler = createArchiveHandler({
    archives,
    storage,
    photos: inMemoryPhotoStore(),
    originalKey: (stayId, photoId) => `photos/${stayId}/${photoId}/original.jpg`,
    logger: new Logger({ logLevel: 'SILENT' }),
    clock: () => new Date('2026-11-23T10:00:00.000Z'),
    chunkBytes: 5 * 1024 * 1024,
    maxReceiveCount: 5,
    metrics,
    queue,
    fromDeadLetters: (record) => record.eventSourceARN === DEAD_LETTER_ARN,
  });
  return { archives, storage, metrics, queue, handler };
};

describe('archive handler', () => {
  it('counts the archives built, not those already built, once per invocation', async () => {
    // Prepare: one archive to build, one already built and still in storage
    const toBuild = 'a'.repeat(32);
    const built = 'b'.repeat(32);
    const { archives, storage, metrics, handler } = setUp(
      [archive(toBuild, 'en_cours'), archive(built, 'prete')],
      {
        'photos/s/p0/original.jpg': new Uint8Array([1, 2, 3]),
      },
    );
    storage.objects.set(`archives/s/${built}.zip`, Buffer.from('zip'));
    // Act
    const answer = await handler({ Records: [job('m1', { archiveId: toBuild })] }, context(900_000));
    await handler({ Records: [job('m2', { archiveId: built, part: 0 })] }, context(900_000));
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(metrics.flushes).toEqual([{ archivesBuilt: 1 }, {}]);
    expect(archives.records.get(toBuild)).toMatchObject({ status: 'prete', done: 1 });
  });

  it('sends the rest of a part on through the queue when its Lambda has 5 s left', async () => {
    // Prepare
    const id = 'c'.repeat(32);
    const { archives, queue, handler } = setUp([archive(id, 'en_cours', 2)], {
      'photos/s/p0/original.jpg': new Uint8Array([1]),
      'photos/s/p1/original.jpg': new Uint8Array([2]),
    });
    // Act
    const answer = await handler({ Records: [job('m1', { archiveId: id, part: 1 })] }, context(5000));
    // Assess: the message is done with, its rest queued again, nothing marked failed
    expect(answer.batchItemFailures).toEqual([]);
    expect(queue.parts).toEqual([{ archiveId: id, part: 1 }]);
    expect(archives.records.get(id)?.status).toBe('en_cours');
  });

  it('marks the part and the archive failed, with a French message, after the last attempt', async () => {
    // Prepare: the second part's photo cannot be read
    const id = 'd'.repeat(32);
    const { archives, storage, handler } = setUp([archive(id, 'en_cours', 3)]);
    storage.openRead = async () => {
      throw new Error('S3 unreachable');
    };
    // Act
    const early = await handler(
      { Records: [job('m1', { archiveId: id, part: 1 }, { receives: 4 })] },
      context(900_000),
    ).catch((error: unknown) => error);
    const afterEarly = archives.records.get(id)?.status;
    const last = await handler(
      { Records: [job('m2', { archiveId: id, part: 1 }, { receives: 5 })] },
      context(900_000),
    ).catch((error: unknown) => error);
    // Assess: both fail (retried, then dead-lettered), only the last marks the archive
    expect(early).toMatchObject({ name: 'FullBatchFailureError' });
    expect(afterEarly).toBe('en_cours');
    expect(last).toMatchObject({ name: 'FullBatchFailureError' });
    expect(archives.records.get(id)).toMatchObject({
      status: 'echec',
      failure: messages.archive.archivePartFailed(2, 3),
    });
    expect(archives.records.get(id)?.parts?.map((part) => part.status)).toEqual([
      'en_cours',
      'echec',
      'en_cours',
    ]);
  });

  it('marks the archive failed from the dead-letter queue, when its Lambda was stopped before it could', async () => {
    // Prepare
    const id = 'e'.repeat(32);
    const { archives, handler } = setUp([archive(id, 'en_cours', 3)]);
    // Act
    const answer = await handler(
      { Records: [job('m1', { archiveId: id, part: 2 }, { receives: 5, source: DEAD_LETTER_ARN })] },
      context(900_000),
    );
    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(archives.records.get(id)).toMatchObject({
      status: 'echec',
      failure: messages.archive.archivePartFailed(3, 3),
    });
  });

  it.each([
    ['the archive queue', QUEUE_ARN],
    ['its dead-letter queue', DEAD_LETTER_ARN],
  ])(
    'removes an unreadable message from %s at once, counted, without touching any archive',
    async (_, source) => {
      // Prepare: a body that is not JSON, one of the wrong shape, and one good job beside them
      const id = 'f'.repeat(32);
      const { archives, metrics, handler } = setUp([archive(id, 'en_cours')], {
        'photos/s/p0/original.jpg': new Uint8Array([1]),
      });
      const broken = { ...job('m1', {}, { source }), body: '{"archiveId": ' };
      const wrongShape = job('m2', { archiveId: '../../etc', part: -1 }, { source });
      const good = job('m3', { archiveId: id }, { source: QUEUE_ARN });
      // Act
      const answer = await handler({ Records: [broken, wrongShape, good] }, context(900_000));
      // Assess: nothing to retry, two counted, the good job done, no archive marked failed
      expect(answer.batchItemFailures).toEqual([]);
      expect(metrics.flushes).toEqual([{ unreadableMessages: 2, archivesBuilt: 1 }]);
      expect(archives.records.get(id)?.status).toBe('prete');
    },
  );
});
