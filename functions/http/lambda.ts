/** The API Lambda: dependencies built once per cold start, then the same app as everywhere. */
import { handle } from 'hono/aws-lambda';
import { composeApi } from '../composition/api.js';
import { createCoreDeps } from '../composition/core.js';
import { loadConfig } from '../config.js';
import { createApp } from './app.js';

export const handler = handle(createApp(await composeApi(createCoreDeps(loadConfig(), { fn: 'api' }))));
