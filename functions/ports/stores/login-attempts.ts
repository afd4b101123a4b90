/**
 * The login-attempts port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/login-attempts.ts; functions/composition hands the implementation to those who take it.
 */

/** A place in a caller's budget, held while its password is checked. */
export interface CheckPlace {
  /** The password was right: the place is given back, nothing is counted. */
  release(): Promise<void>;
  /** The password was wrong: the place stays taken, as a failure, until the window ends. */
  keep(): Promise<void>;
}

export type PlaceOutcome =
  | { readonly kind: 'taken'; readonly place: CheckPlace }
  /** Failures fill the budget: nothing more is checked until the window ends, in `retryAfter` s. */
  | { readonly kind: 'full'; readonly retryAfter: number }
  /** Checks in progress hold the free places; one gives its place back within moments. */
  | { readonly kind: 'busy' };

export interface LoginThrottle {
  /** One place in `key`'s budget of `limit` failures per window. */
  takePlace(key: string, limit: number, now: Date): Promise<PlaceOutcome>;
  /** Adds a failure to `key`'s total; never refuses. */
  countFailure(key: string, now: Date): Promise<void>;
  /** Failures in `key`'s current window (0 when it has none). */
  failures(key: string, now: Date): Promise<number>;
}
