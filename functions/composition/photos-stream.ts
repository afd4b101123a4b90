/** The photos stream handler's composition root: the Lambda and the local runtime build it from here. */
import { createCloudFrontInvalidations, noInvalidations } from '#functions/adapters/cdn-invalidations.js';
import { createSqsFacesQueue, noFacesQueue } from '#functions/adapters/faces-queue.js';
import { createS3PhotoObjects } from '#functions/adapters/photo-objects.js';
import { createPhotoDeletionStore } from '#functions/adapters/stores/photo-deletions.js';
import { createPhotosStreamHandler } from '#functions/workers/expiry/handler.js';
import { type BaseDeps, mediaStorageOf, photoStoreOf } from './core.js';

/** SQS: the jobs of the faces worker. */
export type PhotosStreamClient = 's3' | 'dynamo' | 'cloudfront' | 'sqs';

export const composePhotosStream = (deps: BaseDeps<PhotosStreamClient>) => {
  const distributionId = deps.config.cdnDistributionId;
  return createPhotosStreamHandler({
    photos: photoStoreOf(deps),
    media: mediaStorageOf(deps),
    photoObjects: createS3PhotoObjects(deps.clients.s3, deps.config.buckets.media),
    photoDeletions: createPhotoDeletionStore(deps.clients.dynamo, deps.config.tables.photoDeletions),
    invalidations: distributionId
      ? createCloudFrontInvalidations(deps.clients.cloudfront, distributionId)
      : noInvalidations,
    faces: deps.config.faceFinder
      ? createSqsFacesQueue(deps.clients.sqs, deps.config.queueUrls.faces)
      : noFacesQueue,
    metrics: deps.metrics,
    logger: deps.logger,
    clock: deps.clock,
  });
};
