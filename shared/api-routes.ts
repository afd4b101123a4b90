/**
 * The route table of the API: one entry per endpoint, read by the HTTP app (which must give every
 * entry a handler), by the CDK app (one API Gateway route per entry and prefix) and by the OpenAPI
 * generator. Paths are written without the prefix, in OpenAPI's `{param}` style. The pages import
 * the area modules of `routes/` instead, so that a family's page does not carry the back-office's
 * routes and schemas.
 */

import type { RouteDef } from './route-def.js';
import { adminRoutes } from './routes/admin.js';
import { archiveRoutes } from './routes/archives.js';
import { collabRoutes } from './routes/collab.js';
import { coreRoutes } from './routes/core.js';
import { digestRoutes } from './routes/digest.js';
import { photoAdminRoutes } from './routes/photo-admin.js';
import { seasonRoutes } from './routes/seasons.js';

// Loaded last, after the other route modules: each registers its schemas as it loads, and that
// order is the order of the OpenAPI document's components.

import { directorRoutes } from './routes/director.js';

export {
  API_ALIAS_PREFIX,
  API_PREFIX,
  API_PREFIXES,
  authErrors,
  type HttpMethod,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type RouteDef,
} from './route-def.js';

export const apiRoutes = {
  ...coreRoutes,
  ...directorRoutes,
  ...adminRoutes,
  ...collabRoutes,
  ...photoAdminRoutes,
  ...archiveRoutes,
  ...digestRoutes,
  ...seasonRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof apiRoutes;

/** `/stages/{stageId}` → `/stages/:stageId`, the form routers use. */
export const toColonPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Paths answered outside the table: the OpenAPI document itself. */
export const OPENAPI_PATH = '/openapi.json';
