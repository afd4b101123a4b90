/** The rotate worker's composition root: the Lambda and the local runtime build it from here. */
import { createSharpImageProcessor } from '#functions/adapters/image-processor.js';
import { rotateQuarterTurn } from '#functions/adapters/image-rotator.js';
import { createRotateHandler } from '#functions/workers/rotate/handler.js';
import type { RotateJobDeps } from '#functions/workers/rotate/rotate-photo.js';
import { type BaseDeps, mediaStorageOf, photoStoreOf } from './core.js';

export type RotateWorkerClient = 's3' | 'dynamo';

export const rotateJobDeps = (deps: BaseDeps<RotateWorkerClient>): RotateJobDeps => ({
  media: mediaStorageOf(deps),
  images: createSharpImageProcessor(),
  rotate: rotateQuarterTurn,
  photos: photoStoreOf(deps),
  logger: deps.logger,
});

export const composeRotateWorker = (deps: BaseDeps<RotateWorkerClient>) =>
  createRotateHandler(rotateJobDeps(deps));
