/**
 * Types tying each handler to its entry in the route table: inputs arrive validated and typed from
 * the route's schemas, and the app refuses to build unless every route has a handler.
 */
import type { z } from 'zod';
import type { ApiDeps } from '#functions/composition/api.js';
import type { Principal } from '#functions/domain/tokens.js';
import type { apiRoutes, RouteDef, RouteId } from '#shared/api-routes.js';

type Infer<R, K extends string> = R extends { [key in K]: infer S extends z.ZodType }
  ? z.infer<S>
  : undefined;

export interface HandlerInput<R extends RouteDef> {
  readonly params: Infer<R, 'params'>;
  readonly query: Infer<R, 'query'>;
  readonly body: Infer<R, 'body'>;
  /** Always set on protected routes; on public routes, set when a valid token came along. */
  readonly principal: R['access'] extends 'public' ? Principal | undefined : Principal;
  /** The caller's address, for throttling. */
  readonly ip: string;
}

export interface HandlerResult<Body> {
  readonly body: Body;
  readonly headers?: Record<string, string>;
}

export type RouteHandler<Id extends RouteId> = (
  input: HandlerInput<(typeof apiRoutes)[Id]>,
  deps: ApiDeps,
) => Promise<HandlerResult<z.infer<(typeof apiRoutes)[Id]['response']>>>;

export type RouteHandlers<Ids extends RouteId = RouteId> = { readonly [Id in Ids]: RouteHandler<Id> };
