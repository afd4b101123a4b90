/** The API Lambda: dependencies built once per cold start, then the same app as everywhere. */
import { handle } from 'hono/aws-lambda';
import { loadConfig } from '../config.js';
import { createCoreDeps } from '../deps.js';
import { createApiDeps } from './api-deps.js';
import { createApp } from './app.js';

const deps = await createApiDeps(createCoreDeps(loadConfig(), { fn: 'api' }));

export const handler = handle(createApp(deps));
