/** The archive worker Lambda: dependencies built once per cold start. */
import { dynamoClient, s3Client, sqsClient } from '../../adapters/aws-clients.js';
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { composeArchiveWorker } from '../../composition/archive-worker.js';
import { baseDeps } from '../../composition/core.js';
import { loadConfig } from '../../config.js';

export const handler = composeArchiveWorker(
  baseDeps(
    loadConfig(),
    { fn: 'archive', metrics: createPowertoolsMetrics('archive-worker') },
    { s3: s3Client, dynamo: dynamoClient, sqs: sqsClient },
  ),
);
