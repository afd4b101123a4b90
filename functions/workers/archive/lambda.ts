/** The archive worker Lambda: dependencies built once per cold start. */
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { composeArchiveWorker } from '../../composition/archive-worker.js';
import { createCoreDeps } from '../../composition/core.js';
import { loadConfig } from '../../config.js';

export const handler = composeArchiveWorker(
  createCoreDeps(loadConfig(), { fn: 'archive', metrics: createPowertoolsMetrics('archive-worker') }),
);
