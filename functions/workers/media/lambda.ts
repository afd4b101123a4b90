/** The media worker Lambda: dependencies built once per cold start, then the same handler as everywhere. */
import { dynamoClient, s3Client, sqsClient } from '#functions/adapters/aws-clients.js';
import { createPowertoolsMetrics } from '#functions/adapters/metrics.js';
import { baseDeps } from '#functions/composition/core.js';
import { composeMediaWorker } from '#functions/composition/media-worker.js';
import { loadConfig } from '#functions/config.js';

export const handler = composeMediaWorker(
  baseDeps(
    loadConfig(),
    { fn: 'media', metrics: createPowertoolsMetrics('media-worker') },
    { s3: s3Client, dynamo: dynamoClient, sqs: sqsClient },
  ),
);
