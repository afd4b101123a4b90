/** The media worker Lambda: dependencies built once per cold start, then the same handler as everywhere. */
import { createSharpImageProcessor } from '../../adapters/image-processor.js';
import { createPowertoolsMetrics } from '../../adapters/metrics.js';
import { loadConfig } from '../../config.js';
import { createCoreDeps } from '../../deps.js';
import { createMediaHandler } from './handler.js';

const deps = {
  ...createCoreDeps(loadConfig(), { fn: 'media', metrics: createPowertoolsMetrics('media-worker') }),
  images: createSharpImageProcessor(),
};

export const handler = createMediaHandler(deps);
