/** The mail worker Lambda: dependencies built once per cold start. */
import { dynamoClient, sesClient } from '#functions/adapters/aws-clients.js';
import { createPowertoolsMetrics } from '#functions/adapters/metrics.js';
import { baseDeps } from '#functions/composition/core.js';
import { composeMailWorker } from '#functions/composition/mail-worker.js';
import { loadConfig } from '#functions/config.js';

export const handler = composeMailWorker(
  baseDeps(
    loadConfig(),
    { fn: 'mail', metrics: createPowertoolsMetrics('mail-worker') },
    { ses: sesClient, dynamo: dynamoClient },
  ),
);
