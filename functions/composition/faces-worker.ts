/** The faces worker's composition root: the Lambda and the local runtime build it from here. */
import { createSharpFaceStrips } from '#functions/adapters/face-strips.js';
import type { FaceDetector } from '#functions/ports/face-detector.js';
import { createFacesHandler } from '#functions/workers/faces/handler.js';
import type { FacesJobDeps } from '#functions/workers/faces/prepare-faces.js';
import { type BaseDeps, mediaStorageOf, photoStoreOf } from './core.js';

export type FacesWorkerClient = 's3' | 'dynamo';

/** The detector is given by the runtime: its model files lie in the bundle, or in node_modules locally. */
export const facesJobDeps = (deps: BaseDeps<FacesWorkerClient>, detector: FaceDetector): FacesJobDeps => ({
  media: mediaStorageOf(deps),
  photos: photoStoreOf(deps),
  detector,
  strips: createSharpFaceStrips(),
  logger: deps.logger,
});

export const composeFacesWorker = (deps: BaseDeps<FacesWorkerClient>, detector: FaceDetector) =>
  createFacesHandler(facesJobDeps(deps, detector));
