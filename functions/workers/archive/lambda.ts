/** The archive worker Lambda: dependencies built once per cold start. */
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { loadConfig } from '../../config.js';
import { createCoreDeps } from '../../deps.js';
import { archiveJobDeps } from './deps.js';
import { createArchiveHandler } from './handler.js';

export const handler = createArchiveHandler(
  archiveJobDeps(
    createCoreDeps(loadConfig(), { fn: 'archive', metrics: createPowertoolsMetrics('archive-worker') }),
  ),
);
