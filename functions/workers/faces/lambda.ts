/**
 * The faces worker Lambda: dependencies built once per cold start. The detector's model files and the
 * wasm backend's binaries lie beside the bundle (infra/lib/faces-worker.ts copies them there); the
 * models are loaded on the first photo.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamoClient, s3Client } from '#functions/adapters/aws-clients.js';
import { humanFaceDetector } from '#functions/adapters/faces/human-face-detector.js';
import { localFaceModelPaths } from '#functions/adapters/faces/human-node.js';
import { baseDeps } from '#functions/composition/core.js';
import { composeFacesWorker } from '#functions/composition/faces-worker.js';
import { loadConfig } from '#functions/config.js';

const bundle = dirname(fileURLToPath(import.meta.url));

export const handler = composeFacesWorker(
  baseDeps(loadConfig(), { fn: 'faces' }, { s3: s3Client, dynamo: dynamoClient }),
  humanFaceDetector(localFaceModelPaths(join(bundle, 'models/face'), join(bundle, 'wasm'))),
);
