/**
 * The HTTP API as a plain Request → Response app (Hono). The same app runs under the Lambda adapter
 * in the cloud and under Node locally; tests call `app.request('/api/…')` with no server at all.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiDeps } from '#functions/composition/api.js';
import { sharedSecretMatches as sameSecret } from '#functions/domain/passwords.js';
import { ServiceError } from '#functions/services/service-error.js';
import {
  API_PREFIXES,
  apiRoutes,
  IDEMPOTENCY_HEADER,
  OPENAPI_PATH,
  type RouteDef,
  type RouteId,
  toColonPath,
} from '#shared/api-routes.js';
import { ORIGIN_VERIFY_HEADER } from '#shared/env-names.js';
import { nameFieldsInErrors } from '#shared/field-errors.js';
import { messages } from '#shared/messages.js';
import { assertStayAccess, authenticate } from './authenticate.js';
import { clientIp } from './client-ip.js';
import { errorAnswer } from './error-answer.js';
import { idempotently } from './idempotent.js';
import { buildOpenApiDocument } from './openapi.js';
import type { RouteHandler, RouteHandlers } from './route-handler.js';
import { adminBookletHandlers } from './routes/admin-booklets.js';
import { adminDirectorHandlers } from './routes/admin-directors.js';
import { adminFamilyHandlers } from './routes/admin-families.js';
import { adminImportHandlers } from './routes/admin-imports.js';
import { adminMailHandlers } from './routes/admin-mail.js';
import { adminPasswordHandlers } from './routes/admin-passwords.js';
import { adminSeasonHandlers } from './routes/admin-seasons.js';
import { adminStayHandlers } from './routes/admin-stays.js';
import { authHandlers } from './routes/auth.js';
import { collabBoardHandlers } from './routes/collab-board.js';
import { collabDocumentHandlers } from './routes/collab-documents.js';
import { collabReportHandlers } from './routes/collab-reports.js';
import { digestHandlers } from './routes/digest.js';
import { directorHandlers } from './routes/director.js';
import { photoAdminHandlers } from './routes/photo-admin.js';
import { photoArchiveHandlers } from './routes/photo-archives.js';
import { photoHandlers } from './routes/photos.js';
import { sessionHandlers } from './routes/session.js';
import { stayHandlers } from './routes/stays.js';

// A refused value is named in the answer ("Nom du séjour : 200 caractères au plus."): administrators
// read these messages away from the field that caused them.
nameFieldsInErrors();

/** Every route of the table has exactly one handler; the type checker refuses a missing one. */
const handlers: RouteHandlers = {
  ...authHandlers,
  ...sessionHandlers,
  ...stayHandlers,
  ...photoHandlers,
  ...directorHandlers,
  ...photoAdminHandlers,
  ...digestHandlers,
  ...photoArchiveHandlers,
  ...collabDocumentHandlers,
  ...collabBoardHandlers,
  ...collabReportHandlers,
  ...adminStayHandlers,
  ...adminPasswordHandlers,
  ...adminMailHandlers,
  ...adminImportHandlers,
  ...adminFamilyHandlers,
  ...adminDirectorHandlers,
  ...adminBookletHandlers,
  ...adminSeasonHandlers,
};

const JSON_BODY_LIMIT_BYTES = 256 * 1024;

const parse = <T>(schema: z.ZodType<T> | undefined, value: unknown): T | undefined =>
  schema ? schema.parse(value) : undefined;

const readJson = async (request: Request): Promise<unknown> => {
  try {
    return await request.json();
  } catch {
    throw new ServiceError('invalid', messages.api.invalidInput);
  }
};

const routesApp = (deps: ApiDeps): Hono => {
  const api = new Hono();
  const openApi = buildOpenApiDocument();
  api.get(OPENAPI_PATH, (c) => c.json(openApi));
  for (const [id, route] of Object.entries(apiRoutes) as [RouteId, RouteDef][]) {
    const handler = handlers[id] as RouteHandler<RouteId>;
    api.on(route.method, toColonPath(route.path), async (c) => {
      // Who is calling comes first: anonymous callers get 401 before any validation detail.
      const principal = await authenticate(deps, route, c.req.header('authorization'));
      const params = parse(route.params, c.req.param());
      if (route.stayScoped && route.access !== 'public' && principal) {
        assertStayAccess(principal, (params as { stageId?: string } | undefined)?.stageId);
      }
      const input = {
        params,
        query: parse(route.query, c.req.query()),
        body: route.body ? route.body.parse(await readJson(c.req.raw)) : undefined,
        principal,
        ip: clientIp(c, deps.originVerify !== undefined),
      } as Parameters<typeof handler>[0];
      const status = route.successStatus ?? 200;
      const run = async () => ({ status, ...(await handler(input, deps)) });
      const answer = route.idempotent
        ? await idempotently(
            deps,
            {
              routeId: id,
              key: c.req.header(IDEMPOTENCY_HEADER),
              caller: principal ?? null,
              body: input.body,
            },
            run,
          )
        : await run();
      return c.json(answer.body, answer.status as ContentfulStatusCode, answer.headers);
    });
  }
  return api;
};

export const createApp = (deps: ApiDeps): Hono => {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // Answers carry tokens and signed URLs: never store them in a shared cache.
    c.header('Cache-Control', 'no-store');
  });
  if (deps.originVerify !== undefined) {
    // In the cloud the API is reached through CloudFront only, which adds this secret header.
    const expected = deps.originVerify;
    app.use('*', async (c, next) => {
      if (!sameSecret(c.req.header(ORIGIN_VERIFY_HEADER) ?? '', expected)) {
        return c.json({ message: messages.api.forbidden }, 403);
      }
      return next();
    });
  }
  app.use(
    '*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ message: messages.api.requestTooLarge }, 413),
    }),
  );
  const api = routesApp(deps);
  for (const prefix of API_PREFIXES) app.route(prefix, api);

  app.notFound((c) => c.json({ message: messages.api.notFound }, 404));
  app.onError((error, c) => {
    const answer = errorAnswer(error);
    if (answer) return c.json(answer.body, answer.status, answer.headers);
    deps.logger.error('Unhandled error', { error, path: c.req.path });
    return c.json({ message: messages.api.internalError }, 500);
  });
  return app;
};
