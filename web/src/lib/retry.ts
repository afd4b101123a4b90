/**
 * The browser's one way of asking again, for uploads, signing, actions and polls alike. A failure is
 * worth another attempt when the server was busy or unreachable (no answer, 408, 429, 5xx); a
 * refusal will not improve. The wait grows exponentially with full jitter, so that a crowd of pages
 * refused together does not come back together, and is never shorter than the server's Retry-After.
 * Past a deadline counted from the first failure (or a number of retries) the caller gives up and
 * says so, rather than asking a refusing server for ever; an AbortSignal stops the waiting at once.
 *
 * A hand-written loop rather than p-retry: p-retry cannot wait what a failure's Retry-After asks nor
 * draw full jitter, and the query cache and the polls need the decision itself, not a loop.
 */
import { isApiError } from './api-client';

export interface Backoff {
  /** The longest first wait; doubled at each further failure. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** At most this many retries, when the deadline would allow more. */
  readonly retries?: number;
}

export interface RetryPolicy extends Backoff {
  /** How long after the first failure a new attempt may still start. */
  readonly deadlineMs: number;
}

const statusOf = (error: unknown): number | null => {
  const status = error instanceof Error && 'status' in error ? error.status : null;
  return typeof status === 'number' ? status : null;
};

/** Busy or unreachable: worth asking again later. Anything else (401, 404…) will not improve. */
export const isTransient = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== null && (status === 0 || status === 408 || status === 429 || status >= 500);
};

/**
 * The server answered no to this visitor (no token or another stay's, a revoked session, no such
 * stay): signing in is the way on. A busy or unreachable server is not a refusal.
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && !isTransient(error);

/**
 * The wait before retry number `attempt` (0 for the first): a random share of the exponential step
 * ("full jitter"), and at least what the server asked for.
 */
export const retryDelay = (
  attempt: number,
  error: unknown,
  backoff: Backoff,
  random: () => number = Math.random,
): number => {
  const step = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** attempt);
  const retryAfter = isApiError(error) ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(retryAfter, Math.round(random() * step));
};

export interface Failure {
  /** Failures before this one, since the last success. */
  readonly attempt: number;
  readonly error: unknown;
  readonly now: number;
  /** No new attempt starts after this time (milliseconds since the epoch). */
  readonly giveUpAt: number;
}

/** The decision itself, pure: the wait before asking again, or null to give up. */
export const nextRetry = (failure: Failure, backoff: Backoff, random?: () => number): number | null => {
  if (!isTransient(failure.error) || failure.attempt >= (backoff.retries ?? Number.POSITIVE_INFINITY))
    return null;
  const delay = retryDelay(failure.attempt, failure.error, backoff, random);
  return failure.now + delay > failure.giveUpAt ? null : delay;
};

/** The server stayed busy or unreachable until the policy gave up; `cause` is the last failure. */
export class RetriesExhausted extends Error {
  override readonly name = 'RetriesExhausted';
  constructor(override readonly cause: unknown) {
    super('the server stayed busy until the retries ran out');
  }
}

export const isRetriesExhausted = (error: unknown): error is RetriesExhausted =>
  error instanceof RetriesExhausted;

export interface RetryOptions extends RetryPolicy {
  /** Called before each wait (to show that the page is waiting, not stuck). */
  readonly onRetry?: (error: unknown, delayMs: number) => void;
  readonly signal?: AbortSignal;
  readonly now?: () => number;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
}

/** A wait that ends early, rejecting with the signal's reason, when the signal aborts. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Runs `call` until it succeeds, waiting between transient failures; throws any other error as it
 * is, RetriesExhausted when the policy gives up, and the signal's reason once it aborts.
 */
export const withRetry = async <T>(call: () => Promise<T>, options: RetryOptions): Promise<T> => {
  const { onRetry, signal, now = Date.now, sleep: wait = sleep, random } = options;
  let giveUpAt: number | null = null;
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error) || signal?.aborted) throw error;
      giveUpAt ??= now() + options.deadlineMs;
      const delay = nextRetry({ attempt, error, now: now(), giveUpAt }, options, random);
      if (delay === null) throw new RetriesExhausted(error);
      onRetry?.(error, delay);
      await wait(delay, signal);
    }
  }
};

/**
 * The same policy for an action run by the query cache (a mutation): its `retry` and `retryDelay`.
 * The mutation then fails with the last failure, so a failure that `isTransient` means the server
 * stayed busy until the deadline. The cache asks `retryDelay` before `retry` after each failure:
 * the wait drawn there is the one `retry` accepts or refuses (the order is pinned by a test).
 */
export const retryWhileBusy = (options: Omit<RetryOptions, 'sleep' | 'signal'>) => {
  const { onRetry, now = Date.now, random } = options;
  let giveUpAt = Number.POSITIVE_INFINITY;
  let delay: number | null = null;
  return {
    retryDelay: (failureCount: number, error: unknown): number => {
      if (failureCount === 0) giveUpAt = now() + options.deadlineMs;
      delay = nextRetry({ attempt: failureCount, error, now: now(), giveUpAt }, options, random);
      return delay ?? 0;
    },
    retry: (_failureCount: number, error: unknown): boolean => {
      if (delay === null) return false;
      onRetry?.(error, delay);
      return true;
    },
  };
};
