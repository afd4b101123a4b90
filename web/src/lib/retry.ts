/**
 * The browser's one way of asking again, for uploads, signing, actions and polls alike. A failure is
 * worth another attempt when the server was busy or unreachable (no answer, 408, 429, 5xx); a
 * refusal will not improve. The wait grows exponentially with full jitter, so that pages refused
 * together do not come back together, and is never shorter than the server's Retry-After. Past a
 * deadline counted from the first failure (or a number of retries) the caller gives up and says so;
 * an AbortSignal ends a wait at once. Which failures are worth another attempt is told by the API
 * client (isTransient), which every page loads anyway: the family's gallery needs that answer, not
 * this module. Not p-retry: it cannot wait what Retry-After asks nor draw full
 * jitter, and the query cache and the polls need the decision itself, not a loop.
 */
import { isApiError, isTransient } from './api-client';

export interface RetryPolicy {
  /** The longest first wait; doubled at each further failure. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** How long after the first failure a new attempt may still start. */
  readonly deadlineMs: number;
  /** At most this many retries, when the deadline would allow more. */
  readonly retries?: number;
}

export type Backoff = Omit<RetryPolicy, 'deadlineMs'>;

/**
 * The decision itself, pure: the wait before retry number `attempt` (0 for the first), or null to
 * give up. The wait is a random share of the exponential step ("full jitter"), and at least what
 * the server asked for; a retry that would start past the deadline, `msLeft` from now, is not made.
 */
export const nextRetry = (
  { attempt, error, msLeft }: { readonly attempt: number; readonly error: unknown; readonly msLeft: number },
  backoff: Backoff,
  random: () => number = Math.random,
): number | null => {
  if (!isTransient(error) || attempt >= (backoff.retries ?? Number.POSITIVE_INFINITY)) return null;
  const delay = backoffDelay(attempt, backoff, isApiError(error) ? (error.retryAfterMs ?? 0) : 0, random);
  return delay > msLeft ? null : delay;
};

/**
 * The wait before retry number `attempt` alone, for a caller that has already decided to try again
 * (the upload queue's rounds of failed files): a random share of the exponential step, at least
 * `atLeastMs` (the server's Retry-After).
 */
export const backoffDelay = (
  attempt: number,
  backoff: Backoff,
  atLeastMs = 0,
  random: () => number = Math.random,
): number => {
  const step = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** attempt);
  return Math.max(atLeastMs, Math.round(random() * step));
};

export interface RetryOptions extends RetryPolicy {
  /** Called before each wait (to show that the page is waiting, not stuck). */
  readonly onRetry?: (error: unknown, delayMs: number) => void;
  readonly signal?: AbortSignal;
  readonly random?: () => number;
}

/**
 * The same policy for an action run by the query cache (a mutation): its `retry` and `retryDelay`.
 * The mutation then fails with the last failure, so a failure that `isTransient` means the server
 * stayed busy until the deadline. The cache asks `retryDelay` before `retry` after each failure:
 * the wait drawn there is the one `retry` accepts or refuses (the order is pinned by a test).
 */
export const retryWhileBusy = (options: Omit<RetryOptions, 'signal'>) => {
  const { onRetry, random } = options;
  let giveUpAt = Number.POSITIVE_INFINITY;
  let delay: number | null = null;
  return {
    retryDelay: (failureCount: number, error: unknown): number => {
      if (failureCount === 0) giveUpAt = Date.now() + options.deadlineMs;
      delay = nextRetry({ attempt: failureCount, error, msLeft: giveUpAt - Date.now() }, options, random);
      return delay ?? 0;
    },
    retry: (_failureCount: number, error: unknown): boolean => {
      if (delay === null) return false;
      onRetry?.(error, delay);
      return true;
    },
  };
};
