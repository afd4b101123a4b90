/**
 * The child finder's server side: the faces worker takes a photo from the faces queue (sent by the
 * photos stream handler whenever a photo's files change), finds the faces in its display copy with
 * the face model on the wasm backend, writes the strip of their crops beside the copies and records
 * the boxes. Only where the organisation has the child finder on (context faceFinder, on unless
 * `false`).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { FACE_MODEL_FILES } from '#shared/face-model.js';
import type { Data } from './data.js';
import type { PortalFunction } from './function-defaults.js';
import { photoFilesWorker } from './photo-files-worker.js';
import { sharpBundling } from './sharp-bundling.js';
import type { Storage } from './storage.js';

/** Where the bundle keeps the detector's model files and the wasm backend's binaries. */
export const FACE_MODEL_DIR = 'models/face';
export const FACE_WASM_DIR = 'wasm';

const require = createRequire(import.meta.url);
const HUMAN_MODELS = join(dirname(require.resolve('@vladmandic/human')), '../models');
const WASM_BINARIES = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
// Node on Lambda has SIMD but no threads for the backend: the threaded build is never loaded.
const WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'];

/** sharp's bundling, and the detector's files copied beside the code, where the Lambda reads them. */
const facesBundling: BundlingOptions = {
  ...sharpBundling,
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (input, output) => [
      ...(sharpBundling.commandHooks?.afterBundling(input, output) ?? []),
      `mkdir -p "${output}/${FACE_MODEL_DIR}" "${output}/${FACE_WASM_DIR}"`,
      ...FACE_MODEL_FILES.detection.map(
        (file) => `cp "${join(HUMAN_MODELS, file)}" "${output}/${FACE_MODEL_DIR}/${file}"`,
      ),
      ...WASM_FILES.map((file) => `cp "${join(WASM_BINARIES, file)}" "${output}/${FACE_WASM_DIR}/${file}"`),
    ],
  },
};

export interface FacesWorkerProps {
  readonly data: Data;
  readonly storage: Storage;
}

export class FacesWorker extends Construct {
  readonly worker: PortalFunction;

  constructor(scope: Construct, id: string, { data, storage }: FacesWorkerProps) {
    super(scope, id);
    this.worker = photoFilesWorker(this, {
      data,
      storage,
      queue: 'faces',
      entry: 'functions/workers/faces/lambda.ts',
      description: 'Faces worker: finds the faces of each photo and cuts their crops for the child finder',
      bundling: facesBundling,
      whyPhotosWildcard:
        "The worker reads a photo's display copy and writes (or, for a photo changed meanwhile, " +
        'removes) the strip of its faces beside it under photos/<stay>/<photo>/, keys known only per ' +
        'message; limited to the photos/ prefix.',
    });
  }
}
