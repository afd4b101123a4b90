/** The media worker's composition root: the Lambda and the local runtime build it from here. */
import { createSharpImageProcessor } from '../adapters/image-processor.js';
import { createMediaHandler } from '../workers/media/handler.js';
import type { CoreDeps } from './core.js';

export const composeMediaWorker = (core: CoreDeps) =>
  createMediaHandler({ ...core, images: createSharpImageProcessor() });
