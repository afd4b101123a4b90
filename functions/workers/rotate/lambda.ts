/** The rotate worker Lambda: dependencies built once per cold start. */
import { createCoreDeps } from '../../composition/core.js';
import { composeRotateWorker } from '../../composition/rotate-worker.js';
import { loadConfig } from '../../config.js';

export const handler = composeRotateWorker(createCoreDeps(loadConfig(), { fn: 'rotate' }));
