/** Adapters of the administrators' photo management (issue 5), built once from the core deps. */
import type { CoreDeps } from '../deps.js';
import { type ArchiveJobs, createArchiveJobs } from './archive-jobs.js';
import { type ArchiveLinks, createCloudFrontArchiveLinks, createS3ArchiveLinks } from './archive-links.js';
import { type ArchiveStorage, createS3ArchiveStorage } from './archive-storage.js';
import { createPhotoDeletionLog, type PhotoDeletionLog } from './photo-deletion-log.js';
import { createPhotoValidationStore, type PhotoValidationStore } from './photo-validation.js';
import { createSqsRotateQueue, type RotateQueue } from './rotate-queue.js';
import { readSecret } from './secrets.js';

export interface PhotoAdminDeps {
  readonly validation: PhotoValidationStore;
  readonly deletions: PhotoDeletionLog;
  readonly archives: ArchiveJobs;
  readonly archiveStorage: ArchiveStorage;
  readonly archiveLinks: ArchiveLinks;
  readonly rotations: RotateQueue;
}

/** CloudFront signed URLs when the cloud configured them, S3 presigned URLs otherwise (locally). */
const archiveLinksFor = (core: CoreDeps): ArchiveLinks => {
  const cdn = core.config.archiveCdn;
  if (!cdn) return createS3ArchiveLinks(core.signer);
  return createCloudFrontArchiveLinks({
    baseUrl: cdn.baseUrl,
    keyPairId: cdn.keyPairId,
    privateKey: () => readSecret(core.clients.secrets, cdn.privateKeySecretArn),
    clock: core.clock,
  });
};

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
  archiveLinks: archiveLinksFor(core),
  rotations: createSqsRotateQueue(core.clients.sqs, core.config.queueUrls.rotate),
});
