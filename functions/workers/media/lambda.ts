/** The media worker Lambda: dependencies built once per cold start, then the same handler as everywhere. */
import { dynamoClient, s3Client, sqsClient } from '../../adapters/aws-clients.js';
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { baseDeps } from '../../composition/core.js';
import { composeMediaWorker } from '../../composition/media-worker.js';
import { loadConfig } from '../../config.js';

export const handler = composeMediaWorker(
  baseDeps(
    loadConfig(),
    { fn: 'media', metrics: createPowertoolsMetrics('media-worker') },
    { s3: s3Client, dynamo: dynamoClient, sqs: sqsClient },
  ),
);
