/**
 * The one way the app talks to the API: `apiFetch(route, options)` builds the URL from the shared
 * route table, adds the bearer token, parses the answer with the route's shared zod schema, and
 * throws an `ApiError` carrying the status and the server's French message.
 */
import type { z } from 'zod';
import { API_PREFIX, IDEMPOTENCY_HEADER, type RouteDef } from '../../../shared/route-def';
import { takeEarlyRead } from './early-reads';
import { session } from './session';

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no answer came (network failure). */
    readonly status: number,
    /** The server's `{ message }`, in French, when it sent one. */
    readonly serverMessage: string | null,
    /** The server's `details` (row-numbered import errors…), when it sent some. */
    readonly details: unknown = null,
    /** How long the server asked to wait (`Retry-After` of a 429 or 503), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(serverMessage ?? `${kind} error${status ? ` (${status})` : ''}`);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Retry-After as delay-seconds or an HTTP date, in milliseconds; null when absent or unreadable. */
export const parseRetryAfter = (value: string | null, now: number): number | null => {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
};

/**
 * Which stored token the call carries: the family or trainer token, the administrator token, the
 * first of the two that is stored, or none.
 */
export type ApiAuth = 'token' | 'admin' | 'any' | 'none';

/** What every call may say, whatever its route. */
interface CallOptions {
  readonly auth?: ApiAuth;
  readonly signal?: AbortSignal;
  /**
   * One key per user action, for the routes that create: the server answers a repeat of the same
   * request with the first result instead of creating again.
   */
  readonly idempotencyKey?: string;
}

/** A body built from read-only lists is sent as well as one built from mutable ones. */
type Sendable<T> = T extends readonly (infer U)[]
  ? readonly Sendable<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Sendable<T[K]> }
    : T;

/** Query string values are text; the route's schema names the keys and parses the values. */
type QueryOf<Q extends z.ZodType> = { readonly [K in keyof z.input<Q>]?: string | undefined };

/**
 * The path parameters, query and body a route takes, typed from its schemas in the shared route
 * table: a route with path parameters or a body requires them, one without refuses them.
 */
export type RouteInput<R extends RouteDef> = (R extends { readonly params: infer P extends z.ZodType }
  ? { readonly params: z.input<P> }
  : { readonly params?: undefined }) &
  (R extends { readonly query: infer Q extends z.ZodType }
    ? { readonly query?: QueryOf<Q> }
    : { readonly query?: undefined }) &
  (R extends { readonly body: infer B extends z.ZodType }
    ? { readonly body: Sendable<z.input<B>> }
    : { readonly body?: undefined });

export type ApiFetchOptions<R extends RouteDef> = CallOptions & RouteInput<R>;

/** The request body a route takes, as its shared schema accepts it. */
export type BodyOf<R extends RouteDef> = R extends { readonly body: infer B extends z.ZodType }
  ? Sendable<z.input<B>>
  : never;

/** What a route answers, as its shared schema parses it. */
export type ResponseOf<R extends RouteDef> = z.output<R['response']>;

/** Nothing to give but the call options: the options may be left out. */
type OptionsArgs<R extends RouteDef> = R extends { readonly params: z.ZodType } | { readonly body: z.ZodType }
  ? [options: ApiFetchOptions<R>]
  : [options?: ApiFetchOptions<R>];

/** `/stages/{stageId}` with `{ stageId: 'a b' }` → `/api/stages/a%20b?…`. */
export const buildApiUrl = (
  base: string,
  path: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | undefined>> = {},
): string => {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return `${base}${filled}${qs ? `?${qs}` : ''}`;
};

const tokenFor = (auth: ApiAuth): string | null => {
  if (auth === 'token') return session.token();
  if (auth === 'admin') return session.adminToken();
  if (auth === 'any') return session.token() ?? session.adminToken();
  return null;
};

const messageOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;

export const apiFetch = async <R extends RouteDef>(
  route: R,
  ...[options]: OptionsArgs<R>
): Promise<ResponseOf<R>> => {
  const {
    params,
    query,
    body,
    auth = 'token',
    signal,
    idempotencyKey,
  } = (options ?? {}) as CallOptions & {
    readonly params?: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, string | undefined>>;
    readonly body?: unknown;
  };
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenFor(auth);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (idempotencyKey && route.idempotent) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);

  const url = buildApiUrl(API_PREFIX, route.path, params, query);
  const early = route.method === 'GET' ? takeEarlyRead(url, headers.get('Authorization')) : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', 0, null);
  }

  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An empty or non-JSON body: handled below by status and schema.
  }
  if (!response.ok) {
    const details = typeof json === 'object' && json !== null && 'details' in json ? json.details : null;
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    throw new ApiError('http', response.status, messageOf(json), details, retryAfter);
  }

  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw new ApiError('invalid-response', response.status, null);
  return parsed.data as ResponseOf<R>;
};
