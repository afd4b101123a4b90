/** The archive worker's composition root: the Lambda and the local runtime build it from here. */
import type { SQSRecord } from 'aws-lambda';
import { createSqsArchiveQueue } from '#functions/adapters/archive-queue.js';
import { createS3ArchiveStorage } from '#functions/adapters/archive-storage.js';
import { createArchiveStore } from '#functions/adapters/stores/archives.js';
import { type ArchiveJobDeps, CHUNK_BYTES } from '#functions/workers/archive/build-archive.js';
import { type ArchiveHandlerDeps, createArchiveHandler } from '#functions/workers/archive/handler.js';
import { photoKeys } from '#shared/media-keys.js';
import { queues } from '#shared/resources.js';
import { type BaseDeps, photoStoreOf } from './core.js';

export type ArchiveWorkerClient = 's3' | 'dynamo' | 'sqs';

/**
 * The worker reads both the archive queue and its dead-letter queue: a message whose source is not
 * the archive queue itself (by name, the last part of a queue's URL and of its ARN) is a dead letter.
 */
const fromDeadLettersOf = (queueUrl: string) => {
  const queueName = queueUrl.split('/').pop();
  return (record: SQSRecord): boolean => record.eventSourceARN.split(':').pop() !== queueName;
};

export const archiveJobDeps = (core: BaseDeps<ArchiveWorkerClient>): ArchiveJobDeps & ArchiveHandlerDeps => ({
  archives: createArchiveStore(core.clients.dynamo, core.config.tables.archives),
  storage: createS3ArchiveStorage(core.clients.s3, core.config.buckets.media),
  photos: photoStoreOf(core),
  originalKey: (stayId, photoId, version) => photoKeys(stayId, photoId, version).original,
  logger: core.logger,
  clock: core.clock,
  chunkBytes: CHUNK_BYTES,
  metrics: core.metrics,
  maxReceiveCount: queues.archive.maxReceiveCount,
  queue: createSqsArchiveQueue(core.clients.sqs, core.config.queueUrls.archive),
  fromDeadLetters: fromDeadLettersOf(core.config.queueUrls.archive),
});

export const composeArchiveWorker = (core: BaseDeps<ArchiveWorkerClient>) =>
  createArchiveHandler(archiveJobDeps(core));
