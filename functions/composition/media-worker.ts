/** The media worker's composition root: the Lambda and the local runtime build it from here. */
import { createSharpImageProcessor } from '../adapters/image-processor.js';
import { createMediaHandler } from '../workers/media/handler.js';
import { type BaseDeps, mediaStorageOf, photoStoreOf } from './core.js';

export type MediaWorkerClient = 's3' | 'dynamo';

export const composeMediaWorker = (deps: BaseDeps<MediaWorkerClient>) =>
  createMediaHandler({
    media: mediaStorageOf(deps),
    photos: photoStoreOf(deps),
    images: createSharpImageProcessor(),
    logger: deps.logger,
    clock: deps.clock,
    metrics: deps.metrics,
  });
