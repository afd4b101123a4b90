/** The media worker's composition root: the Lambda and the local runtime build it from here. */

import { createSqsBatchChecks } from '#functions/adapters/batch-checks.js';
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { createUploadBatchStore } from '#functions/adapters/stores/upload-batches.js';
import { announceBatch, notePhotoProcessed } from '#functions/services/photos/announce-batch.js';
import { createMediaHandler } from '#functions/workers/media/handler.js';
import { workerTimeoutSeconds } from '#shared/resources.js';
import { type BaseDeps, mailQueueOf, mediaStorageOf, photoStoreOf, stayStoreOf } from './core.js';

/** SQS: the checks of trainers' batch ends, and the administrators' mail once a batch is over. */
export type MediaWorkerClient = 's3' | 'dynamo' | 'sqs';

export const composeMediaWorker = (deps: BaseDeps<MediaWorkerClient>) => {
  const { config, clock } = deps;
  const photos = photoStoreOf(deps);
  const batches = createUploadBatchStore(deps.clients.dynamo, config.tables.uploadBatches);
  // The checks wait in the worker's own queue: no other function takes part in a batch's end.
  const checks = createSqsBatchChecks(deps.clients.sqs, config.queueUrls.media);
  const activity = { batches, checks, quietSeconds: config.uploadBatchQuietSeconds };
  const announcing = {
    batches,
    photos,
    stays: stayStoreOf(deps),
    mail: mailQueueOf(deps),
    config,
    clock,
    claimSeconds: workerTimeoutSeconds.media,
  };
  return createMediaHandler({
    media: mediaStorageOf(deps),
    photos,
    images: createSharpImageProcessor(),
    batches: { photoProcessed: (photo, at) => notePhotoProcessed(activity, photo, at) },
    announcer: { announce: (end) => announceBatch(announcing, end) },
    logger: deps.logger,
    clock,
    metrics: deps.metrics,
  });
};
