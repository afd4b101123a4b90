/**
 * Which handler consumes which queue, as the Lambda event source mappings say in the cloud. The
 * record type makes every queue of shared/resources.ts need a worker here.
 */

import type { FunctionName } from '#functions/adapters/call-recorder.js';
import { humanFaceDetector } from '#functions/adapters/faces/human-face-detector.js';
import { installedFaceModelPaths } from '#functions/adapters/faces/human-node.js';
import { composeArchiveWorker } from '#functions/composition/archive-worker.js';
import type { CoreDeps } from '#functions/composition/core.js';
import { composeFacesWorker } from '#functions/composition/faces-worker.js';
import { composeMailWorker } from '#functions/composition/mail-worker.js';
import { composeMediaWorker } from '#functions/composition/media-worker.js';
import { composeRotateWorker } from '#functions/composition/rotate-worker.js';
import type { QueueName } from '#shared/resources.js';
import type { SqsWorker } from './queue-poller.js';

/** Each worker gets the dependencies of its own function, so its AWS calls are recorded as its own. */
export const localWorkers = (coreOf: (fn: FunctionName) => CoreDeps): Record<QueueName, SqsWorker> => ({
  media: composeMediaWorker(coreOf('media')),
  mail: composeMailWorker(coreOf('mail')),
  archive: composeArchiveWorker(coreOf('archive')),
  rotate: composeRotateWorker(coreOf('rotate')),
  // The models are read from node_modules, on the first photo.
  faces: composeFacesWorker(coreOf('faces'), humanFaceDetector(installedFaceModelPaths())),
});
