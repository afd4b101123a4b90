/** The photos stream handler's composition root: the Lambda and the local runtime build it from here. */
import { createS3PhotoObjects } from '../adapters/photo-objects.js';
import { createPhotoDeletionStore } from '../adapters/stores/photo-deletions.js';
import { createExpiryHandler } from '../workers/expiry/handler.js';
import type { CoreDeps } from './core.js';

export const composePhotosStream = (core: CoreDeps) =>
  createExpiryHandler({
    ...core,
    photoObjects: createS3PhotoObjects(core.clients.s3, core.config.buckets.media),
    photoDeletions: createPhotoDeletionStore(core.clients.dynamo, core.config.tables.photoDeletions),
  });
