/**
 * The child finder's server side: the faces worker takes a photo from the faces queue (sent by the
 * photos stream handler whenever a photo's files change), finds the faces in its display copy with
 * the face model on the wasm backend, writes the strip of their crops beside the copies and records
 * the boxes. Only where the organisation has the child finder on (context faceFinder, on unless
 * `false`).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { WORKER_MAX_CONCURRENCY } from '#shared/capacity.js';
import { FACE_MODEL_FILES } from '#shared/face-model.js';
import { PHOTOS_PREFIX } from '#shared/media-keys.js';
import { queues, workerTimeoutSeconds } from '#shared/resources.js';
import { acknowledge, wildcardResource } from './acknowledge.js';
import type { Data } from './data.js';
import { resourceEnvironment } from './environment.js';
import { PortalFunction } from './function-defaults.js';
import { justifyQueueEventSource } from './justified-grants.js';
import { hearMissingKeys } from './missing-keys.js';
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
    this.worker = new PortalFunction(this, 'Worker', {
      entry: 'functions/workers/faces/lambda.ts',
      description: 'Faces worker: finds the faces of each photo and cuts their crops for the child finder',
      // The detector's tensors and a decoded display copy; memory also buys CPU for the wasm backend.
      memorySize: 2048,
      timeout: Duration.seconds(workerTimeoutSeconds.faces),
      environment: resourceEnvironment(data, storage),
      bundling: facesBundling,
    });
    const { fn, role } = this.worker;
    fn.addEventSource(
      new SqsEventSource(data.queues.faces, {
        batchSize: queues.faces.batchSize,
        reportBatchItemFailures: true,
        maxConcurrency: WORKER_MAX_CONCURRENCY.faces,
      }),
    );
    justifyQueueEventSource(role);
    // Reads the photo's record, and records the boxes while its files are still those it read.
    data.grant(role, 'photos', ['GetItem', 'UpdateItem']);
    const photos = storage.media.arnForObjects(`${PHOTOS_PREFIX}*`);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [photos],
      }),
    );
    // A photo deleted while its job waited is skipped, not retried; a strip not there yet is cut.
    hearMissingKeys(role, storage.media);
    acknowledge(role, {
      [wildcardResource(this, photos)]:
        "The worker reads a photo's display copy and writes (or, for a photo changed meanwhile, " +
        'removes) the strip of its faces beside it under photos/<stay>/<photo>/, keys known only per ' +
        'message; limited to the photos/ prefix.',
    });
  }
}
