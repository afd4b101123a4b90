/** The archive worker Lambda: dependencies built once per cold start. */
import { dynamoClient, s3Client, sqsClient } from '#functions/adapters/aws-clients.js';
import { createPowertoolsMetrics } from '#functions/adapters/metrics.js';
import { composeArchiveWorker } from '#functions/composition/archive-worker.js';
import { baseDeps } from '#functions/composition/core.js';
import { loadConfig } from '#functions/config.js';

export const handler = composeArchiveWorker(
  baseDeps(
    loadConfig(),
    { fn: 'archive', metrics: createPowertoolsMetrics('archive-worker') },
    { s3: s3Client, dynamo: dynamoClient, sqs: sqsClient },
  ),
);
