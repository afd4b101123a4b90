/** The rotate worker Lambda: dependencies built once per cold start. */
import { dynamoClient, s3Client } from '../../adapters/aws-clients.js';
import { baseDeps } from '../../composition/core.js';
import { composeRotateWorker } from '../../composition/rotate-worker.js';
import { loadConfig } from '../../config.js';

export const handler = composeRotateWorker(
  baseDeps(loadConfig(), { fn: 'rotate' }, { s3: s3Client, dynamo: dynamoClient }),
);
