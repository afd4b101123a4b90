/** Adapters of the administrators' photo management (issue 5), built once from the core deps. */
import type { CoreDeps } from '../deps.js';
import { type ArchiveJobs, createArchiveJobs } from './archive-jobs.js';
import { type ArchiveStorage, createS3ArchiveStorage } from './archive-storage.js';
import { createPhotoDeletionLog, type PhotoDeletionLog } from './photo-deletion-log.js';
import { createPhotoValidationStore, type PhotoValidationStore } from './photo-validation.js';
import { createSqsRotateQueue, type RotateQueue } from './rotate-queue.js';

export interface PhotoAdminDeps {
  readonly validation: PhotoValidationStore;
  readonly deletions: PhotoDeletionLog;
  readonly archives: ArchiveJobs;
  readonly archiveStorage: ArchiveStorage;
  readonly rotations: RotateQueue;
}

export const createPhotoAdminDeps = (core: CoreDeps): PhotoAdminDeps => ({
  validation: createPhotoValidationStore(core.clients.dynamo, core.config.tables.photos, (stageId) =>
    core.photos.listByStage(stageId),
  ),
  deletions: createPhotoDeletionLog(core.clients.dynamo, core.config.tables.photoDeletions),
  archives: createArchiveJobs(
    core.clients.dynamo,
    core.config.tables.archives,
    core.clients.sqs,
    core.config.queueUrls.archive,
  ),
  archiveStorage: createS3ArchiveStorage(core.clients.s3, core.config.buckets.media),
  rotations: createSqsRotateQueue(core.clients.sqs, core.config.queueUrls.rotate),
});
