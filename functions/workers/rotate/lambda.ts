/** The rotate worker Lambda: dependencies built once per cold start. */
import { dynamoClient, s3Client } from '#functions/adapters/aws-clients.js';
import { baseDeps } from '#functions/composition/core.js';
import { composeRotateWorker } from '#functions/composition/rotate-worker.js';
import { loadConfig } from '#functions/config.js';

export const handler = composeRotateWorker(
  baseDeps(loadConfig(), { fn: 'rotate' }, { s3: s3Client, dynamo: dynamoClient }),
);
