/** The media worker Lambda: dependencies built once per cold start, then the same handler as everywhere. */
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { createCoreDeps } from '../../composition/core.js';
import { composeMediaWorker } from '../../composition/media-worker.js';
import { loadConfig } from '../../config.js';

export const handler = composeMediaWorker(
  createCoreDeps(loadConfig(), { fn: 'media', metrics: createPowertoolsMetrics('media-worker') }),
);
