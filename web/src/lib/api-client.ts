/**
 * The one way the app talks to the API: `apiFetch(route, options)` builds the URL from the shared
 * route table, adds the bearer token, parses the answer with the route's shared zod schema, and
 * throws an `ApiError` carrying the status and the server's French message. Every call has a
 * deadline: one not answered in time fails as no answer at all, and the page offers to try again.
 * A stored session the server refuses leaves its message for the sign-in page.
 */
import type { z } from 'zod';
import { API_PREFIX, IDEMPOTENCY_HEADER, type RouteDef } from '#shared/route-def';
import { clientLimits } from './client-limits';
import { takeEarlyRead } from './early-reads';
import { session } from './session';
import { rememberSignInReason, type SessionKind } from './sign-in-reason';

/** `network`: no answer came; `timeout`: none came before the deadline (either may have run). */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

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

/** No answer came, in time or at all: whether the server did what was asked is not known. */
export const isNoAnswer = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

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
  /** How long the answer may take (clientLimits().apiDeadlineMs when not given). */
  readonly deadlineMs?: number;
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

/** The token the call carries, and whose session it is. */
const tokenFor = (auth: ApiAuth): { readonly token: string; readonly kind: SessionKind } | null => {
  const stay = session.token();
  const admin = session.adminToken();
  if ((auth === 'token' || auth === 'any') && stay) return { token: stay, kind: 'stay' };
  if ((auth === 'admin' || auth === 'any') && admin) return { token: admin, kind: 'admin' };
  return null;
};

/** The deadline passed: what the call was waiting on is abandoned. */
class DeadlinePassed extends Error {
  override readonly name = 'DeadlinePassed';
}

/**
 * A signal that aborts with the caller's, or with DeadlinePassed after `ms`; `done` stops the clock.
 * Built by hand rather than with AbortSignal.any, which older phones' browsers lack.
 */
const withDeadline = (ms: number, signal: AbortSignal | undefined) => {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  const timer = setTimeout(() => controller.abort(new DeadlinePassed()), ms);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
};

/** `promise`, or its signal's reason once aborted: an early read or a body cannot be cancelled. */
const unlessAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });

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
    deadlineMs,
    idempotencyKey,
  } = (options ?? {}) as CallOptions & {
    readonly params?: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, string | undefined>>;
    readonly body?: unknown;
  };
  const headers = new Headers({ Accept: 'application/json' });
  const sent = tokenFor(auth);
  if (sent) headers.set('Authorization', `Bearer ${sent.token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (idempotencyKey && route.idempotent) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);

  const url = buildApiUrl(API_PREFIX, route.path, params, query);
  const early = route.method === 'GET' ? takeEarlyRead(url, headers.get('Authorization')) : null;
  const deadline = withDeadline(deadlineMs ?? clientLimits().apiDeadlineMs, signal);
  let response: Response;
  let json: unknown = null;
  try {
    try {
      response = await unlessAborted(
        early ??
          fetch(url, {
            method: route.method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: deadline.signal,
          }),
        deadline.signal,
      );
    } catch (error) {
      if (signal?.aborted) throw error;
      if (deadline.signal.reason instanceof DeadlinePassed) throw new ApiError('timeout', 0, null);
      throw new ApiError('network', 0, null);
    }
    try {
      json = await unlessAborted(response.json(), deadline.signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (deadline.signal.reason instanceof DeadlinePassed) throw new ApiError('timeout', 0, null);
      // An empty or non-JSON body: handled below by status and schema.
    }
  } finally {
    deadline.done();
  }
  if (!response.ok) {
    const details = typeof json === 'object' && json !== null && 'details' in json ? json.details : null;
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    const error = new ApiError('http', response.status, messageOf(json), details, retryAfter);
    // The stored session was refused (expired, signed out elsewhere, its password changed): the
    // sign-in page the visitor is sent to says why, in the server's words.
    if (response.status === 401 && sent && error.serverMessage)
      rememberSignInReason(sent.kind, error.serverMessage);
    throw error;
  }

  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw new ApiError('invalid-response', response.status, null);
  return parsed.data as ResponseOf<R>;
};

/** Busy or unreachable: worth asking again later. Anything else (401, 404…) will not improve. */
export const isTransient = (error: unknown): boolean => {
  const status = error instanceof Error && 'status' in error ? error.status : null;
  return typeof status === 'number' && (status === 0 || status === 408 || status === 429 || status >= 500);
};

/**
 * The server answered no to this visitor (no token or another stay's, a revoked session, no such
 * stay): signing in is the way on. A busy or unreachable server is not a refusal.
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && !isTransient(error);
