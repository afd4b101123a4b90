/** The mail worker Lambda: dependencies built once per cold start. */
import { dynamoClient, sesClient } from '../../adapters/aws-clients.js';
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { baseDeps } from '../../composition/core.js';
import { composeMailWorker } from '../../composition/mail-worker.js';
import { loadConfig } from '../../config.js';

export const handler = composeMailWorker(
  baseDeps(
    loadConfig(),
    { fn: 'mail', metrics: createPowertoolsMetrics('mail-worker') },
    { ses: sesClient, dynamo: dynamoClient },
  ),
);
