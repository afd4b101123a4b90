/** The rotate worker Lambda: dependencies built once per cold start. */
import { loadConfig } from '../../config.js';
import { createCoreDeps } from '../../deps.js';
import { rotateJobDeps } from './deps.js';
import { createRotateHandler } from './handler.js';

export const handler = createRotateHandler(rotateJobDeps(createCoreDeps(loadConfig(), { fn: 'rotate' })));
