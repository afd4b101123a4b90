import { Readable } from 'node:stream';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { recordingMetrics } from '../../../test/fixtures/in-memory.js';
import { inMemoryArchiveStore } from '../../../test/memory/archives.js';
import type { ArchiveRecord } from '../../domain/archive.js';
import { createArchiveHandler } from './handler.js';

const archive = (archiveId: string, status: ArchiveRecord['status']): ArchiveRecord => ({
  archiveId,
  stageId: 's',
  items: [{ photoId: 'p1', version: 1 }],
  fileName: 'photos.zip',
  key: `archives/s/${archiveId}.zip`,
  status,
  done: 0,
  total: 1,
  requested_at: '2026-11-23T00:00:00.000Z',
  expires_at: 0,
});

const job = (messageId: string, archiveId: string): SQSRecord => ({
  messageId,
  receiptHandle: `handle-${messageId}`,
  body: JSON.stringify({ archiveId }),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '0',
    SenderId: 'test',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:eu-west-3:123456789012:archive',
  awsRegion: 'eu-west-3',
});

describe('archive handler metrics', () => {
  it('counts the archives built, not those already built, once per invocation', async () => {
    // Prepare: one archive to build, one already built and still in storage
    const toBuild = 'a'.repeat(32);
    const built = 'b'.repeat(32);
    const archives = inMemoryArchiveStore([archive(toBuild, 'en_cours'), archive(built, 'prete')]);
    const metrics = recordingMetrics();
    const handler = createArchiveHandler({
      archives,
      storage: {
        openRead: async () => Readable.from([Buffer.from('photo')]),
        exists: async (key) => key === archives.records.get(built)?.key,
        write: async (_key, body) => {
          for await (const _ of body);
        },
      },
      zip: () => {
        const output = new Readable({ read: () => undefined });
        return {
          output,
          add: async () => undefined,
          finish: async () => {
            output.push(null);
          },
          abort: () => output.destroy(),
        };
      },
      originalKey: (stageId, photoId) => `photos/${stageId}/${photoId}/original.jpg`,
      logger: new Logger({ logLevel: 'SILENT' }),
      maxReceiveCount: 5,
      metrics,
    });
    const context = { functionName: 'archive-worker-test', awsRequestId: 'r1' } as Context;

    // Act
    const answer = await handler({ Records: [job('m1', toBuild)] }, context);
    await handler({ Records: [job('m2', built)] }, context);

    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(metrics.flushes).toEqual([{ archivesBuilt: 1 }, {}]);
    expect(archives.records.get(toBuild)).toMatchObject({ status: 'prete', done: 1 });
  });
});
