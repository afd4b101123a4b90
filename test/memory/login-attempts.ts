/**
 * The sign-in budgets in memory, with the store's rules: a place is taken only while the bucket holds
 * fewer than its limit (failures and checks in progress) in the current window; a kept place is a
 * failure, a released one is given back only within the window it was taken in; totals never refuse.
 */
import type { LoginThrottle, PlaceOutcome } from '#functions/ports/stores/login-attempts.js';

import { LOGIN_WINDOW_SECONDS } from '#shared/limits.js';

interface Bucket {
  failures: number;
  used: number;
  windowStart: number;
}

export interface InMemoryLoginThrottle extends LoginThrottle {
  /** Failures counted under a bucket key in its latest window. */
  counted(key: string): number;
  /** Places held under a bucket key (failures and checks in progress) in its latest window. */
  held(key: string): number;
}

export const inMemoryLoginThrottle = (): InMemoryLoginThrottle => {
  const buckets = new Map<string, Bucket>();
  const current = (key: string, t: number): Bucket => {
    const bucket = buckets.get(key);
    if (bucket && bucket.windowStart > t - LOGIN_WINDOW_SECONDS) return bucket;
    const opened = { failures: 0, used: 0, windowStart: t };
    buckets.set(key, opened);
    return opened;
  };
  const seconds = (now: Date): number => Math.floor(now.getTime() / 1000);
  return {
    counted: (key) => buckets.get(key)?.failures ?? 0,
    held: (key) => buckets.get(key)?.used ?? 0,
    async takePlace(key, limit, now): Promise<PlaceOutcome> {
      const t = seconds(now);
      const bucket = current(key, t);
      if (bucket.failures >= limit) {
        return { kind: 'full', retryAfter: Math.max(1, bucket.windowStart + LOGIN_WINDOW_SECONDS - t) };
      }
      if (bucket.used >= limit) return { kind: 'busy' };
      bucket.used += 1;
      return {
        kind: 'taken',
        place: {
          release: async () => {
            if (buckets.get(key) === bucket && bucket.used > 0) bucket.used -= 1;
          },
          keep: async () => {
            if (buckets.get(key) === bucket) bucket.failures += 1;
          },
        },
      };
    },
    async countFailure(key, now) {
      current(key, seconds(now)).failures += 1;
    },
    async failures(key, now) {
      return current(key, seconds(now)).failures;
    },
  };
};
