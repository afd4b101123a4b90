/** The archive worker's composition root: the Lambda and the local runtime build it from here. */
import { photoKeys } from '../../shared/media-keys.js';
import { queues } from '../../shared/resources.js';
import { createS3ArchiveStorage } from '../adapters/archive-storage.js';
import type { BusinessMetrics } from '../adapters/metrics.js';
import { createArchiveStore } from '../adapters/stores/archives.js';
import { createZipWriter } from '../adapters/zip-writer.js';
import type { ArchiveJobDeps } from '../workers/archive/build-archive.js';
import { createArchiveHandler } from '../workers/archive/handler.js';
import type { CoreDeps } from './core.js';

export const archiveJobDeps = (
  core: CoreDeps,
): ArchiveJobDeps & { maxReceiveCount: number; metrics: BusinessMetrics } => ({
  archives: createArchiveStore(core.clients.dynamo, core.config.tables.archives),
  storage: createS3ArchiveStorage(core.clients.s3, core.config.buckets.media),
  zip: createZipWriter,
  originalKey: (stageId, photoId, version) => photoKeys(stageId, photoId, version).original,
  logger: core.logger,
  metrics: core.metrics,
  maxReceiveCount: queues.archive.maxReceiveCount,
});

export const composeArchiveWorker = (core: CoreDeps) => createArchiveHandler(archiveJobDeps(core));
