/** The rotate worker's composition root: the Lambda and the local runtime build it from here. */
import { createSharpImageProcessor } from '../adapters/image-processor.js';
import { rotateQuarterTurn } from '../adapters/image-rotator.js';
import { createRotateHandler } from '../workers/rotate/handler.js';
import type { RotateJobDeps } from '../workers/rotate/rotate-photo.js';
import type { CoreDeps } from './core.js';

export const rotateJobDeps = (core: CoreDeps): RotateJobDeps => ({
  media: core.media,
  images: createSharpImageProcessor(),
  rotate: rotateQuarterTurn,
  photos: core.photos,
  logger: core.logger,
});

export const composeRotateWorker = (core: CoreDeps) => createRotateHandler(rotateJobDeps(core));
