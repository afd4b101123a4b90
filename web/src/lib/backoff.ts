/**
 * Waiting on a busy API. When API Gateway's throttle answers 429 (or the network or a 5xx fails), the
 * next call waits longer each time: exponential backoff with jitter, so that a crowd of pages refused
 * together does not come back together, and never less than the server's Retry-After. Past the
 * deadline the caller stops and says so, rather than asking a refusing API for ever.
 */
import { isApiError } from './api-client';

export interface BackoffPolicy {
  /** The first wait; doubled at each further refusal. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

/**
 * The wait before retry number `attempt` (0 for the first): half of the exponential step plus a random
 * share of the other half ("equal jitter": never zero, never in step with the other pages), and at
 * least what the server asked for.
 */
export const backoffDelay = (
  attempt: number,
  retryAfterMs: number | null,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number => {
  const step = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** attempt);
  return Math.max(retryAfterMs ?? 0, Math.round(step / 2 + random() * (step / 2)));
};

/** Busy or unreachable: worth asking again later. Anything else (401, 404…) will not improve. */
export const isTransient = (error: unknown): boolean =>
  isApiError(error) &&
  (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);

/**
 * The server answered no to this visitor (no token or another stay's, a revoked session, no such
 * stay): signing in is the way on. A busy or unreachable server is not a refusal.
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && !isTransient(error);

/** The API kept refusing until the deadline; `cause` is the last refusal. */
export class DeadlinePassed extends Error {
  override readonly name = 'DeadlinePassed';
  constructor(override readonly cause: unknown) {
    super('the API stayed busy until the deadline');
  }
}

export const isDeadlinePassed = (error: unknown): error is DeadlinePassed => error instanceof DeadlinePassed;

export interface RetryOptions extends BackoffPolicy {
  /** How long after the first refusal a new attempt may still start. */
  readonly deadlineMs: number;
  readonly shouldRetry?: (error: unknown) => boolean;
  /** Called before each wait (to show that the page is waiting, not stuck). */
  readonly onRetry?: (error: unknown, delayMs: number) => void;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` until it succeeds, waiting between transient refusals; throws any other error as it is,
 * and DeadlinePassed when the next attempt would start past the deadline.
 */
export const withBackoff = async <T>(call: () => Promise<T>, options: RetryOptions): Promise<T> => {
  const { shouldRetry = isTransient, onRetry, now = Date.now, sleep: wait = sleep, random } = options;
  let deadline: number | null = null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!shouldRetry(error)) throw error;
      deadline ??= now() + options.deadlineMs;
      const delay = backoffDelay(attempt, isApiError(error) ? error.retryAfterMs : null, options, random);
      if (now() + delay > deadline) throw new DeadlinePassed(error);
      onRetry?.(error, delay);
      await wait(delay);
    }
  }
};

/**
 * The same waits for an action run by the query cache (a mutation): its `retry` and `retryDelay`.
 * A transient refusal is retried after `backoffDelay` (never sooner than Retry-After) while the
 * next attempt would still start before the deadline, counted from the first refusal; anything
 * else fails at once. The mutation then fails with the last refusal, so a failure that
 * `isTransient` means the API stayed busy until the deadline.
 *
 * The cache asks `retryDelay` before `retry` after each failure: the wait drawn there is the one
 * `retry` checks against the deadline (the order is pinned by a test).
 */
export const retryWhileBusy = (options: Omit<RetryOptions, 'sleep'>) => {
  const { shouldRetry = isTransient, onRetry, now = Date.now, random } = options;
  let deadline = Number.POSITIVE_INFINITY;
  let delay = 0;
  return {
    retryDelay: (failureCount: number, error: unknown): number => {
      if (failureCount === 0) deadline = now() + options.deadlineMs;
      delay = backoffDelay(failureCount, isApiError(error) ? error.retryAfterMs : null, options, random);
      return delay;
    },
    retry: (_failureCount: number, error: unknown): boolean => {
      const again = shouldRetry(error) && now() + delay <= deadline;
      if (again) onRetry?.(error, delay);
      return again;
    },
  };
};
