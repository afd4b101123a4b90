/**
 * The sign-in budgets in memory, with the store's rules: a check is taken only while the bucket holds
 * fewer than its limit in the current window, all buckets or none, and a release gives it back only
 * within the window it was taken in.
 */
import type { LoginThrottle, ThrottleBucket } from '../../functions/adapters/stores/login-attempts.js';
import { LOGIN_WINDOW_SECONDS } from '../../shared/limits.js';

interface Bucket {
  failures: number;
  windowStart: number;
}

export interface InMemoryLoginThrottle extends LoginThrottle {
  /** Failures counted per bucket key in its current window. */
  failures(key: string): number;
}

export const inMemoryLoginThrottle = (): InMemoryLoginThrottle => {
  const buckets = new Map<string, Bucket>();
  return {
    failures: (key) => buckets.get(key)?.failures ?? 0,
    async reserve(wanted: readonly ThrottleBucket[], now: Date) {
      const t = Math.floor(now.getTime() / 1000);
      const current = (key: string): Bucket | undefined => {
        const bucket = buckets.get(key);
        return bucket && bucket.windowStart > t - LOGIN_WINDOW_SECONDS ? bucket : undefined;
      };
      const full = wanted
        .map((b) => current(b.key))
        .find((bucket, i) => {
          const limit = wanted[i]?.limit ?? 0;
          return bucket !== undefined && bucket.failures >= limit;
        });
      if (full) return { ok: false, retryAfter: Math.max(1, full.windowStart + LOGIN_WINDOW_SECONDS - t) };
      const taken = wanted.map(({ key }) => {
        const bucket = current(key) ?? { failures: 0, windowStart: t };
        bucket.failures += 1;
        buckets.set(key, bucket);
        return bucket;
      });
      return {
        ok: true,
        release: async () => {
          for (const bucket of taken) if (bucket.failures > 0) bucket.failures -= 1;
        },
      };
    },
  };
};
