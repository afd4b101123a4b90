/** The mail worker Lambda: dependencies built once per cold start. */
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { createCoreDeps } from '../../composition/core.js';
import { composeMailWorker } from '../../composition/mail-worker.js';
import { loadConfig } from '../../config.js';

export const handler = composeMailWorker(
  createCoreDeps(loadConfig(), { fn: 'mail', metrics: createPowertoolsMetrics('mail-worker') }),
);
