/** What every sign-in budget store does, the DynamoDB one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { LoginThrottle, PlaceOutcome } from '#functions/ports/stores/login-attempts.js';
import { LOGIN_WINDOW_SECONDS } from '#shared/limits.js';

const T0 = new Date('2026-07-08T10:00:00.000Z');
const secondsLater = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

const taken = (outcome: PlaceOutcome) => {
  if (outcome.kind !== 'taken') throw new Error(`No place taken: ${outcome.kind}`);
  return outcome.place;
};

export const describeLoginThrottleContract = (name: string, makeStore: () => LoginThrottle): void => {
  describe(`sign-in budgets contract: ${name}`, () => {
    it('holds checks in progress and failures to the limit, until the window ends', async () => {
      const store = makeStore();
      const key = newId();
      const first = taken(await store.takePlace(key, 2, T0));
      const second = taken(await store.takePlace(key, 2, secondsLater(1)));
      expect(await store.takePlace(key, 2, secondsLater(2))).toEqual({ kind: 'busy' });
      await first.release();
      await second.keep();
      const third = taken(await store.takePlace(key, 2, secondsLater(3)));
      await third.keep();
      expect(await store.failures(key, secondsLater(4))).toBe(2);
      expect(await store.takePlace(key, 2, secondsLater(100))).toEqual({
        kind: 'full',
        retryAfter: LOGIN_WINDOW_SECONDS - 100,
      });
      const next = secondsLater(LOGIN_WINDOW_SECONDS + 1);
      expect(await store.failures(key, next)).toBe(0);
      expect((await store.takePlace(key, 2, next)).kind).toBe('taken');
    });

    it('gives back a place only in the window it was taken in', async () => {
      const store = makeStore();
      const key = newId();
      const old = taken(await store.takePlace(key, 1, T0));
      const later = secondsLater(LOGIN_WINDOW_SECONDS + 1);
      const current = taken(await store.takePlace(key, 1, later));
      await old.release();
      await old.keep();
      expect(await store.takePlace(key, 1, later)).toEqual({ kind: 'busy' });
      expect(await store.failures(key, later)).toBe(0);
      await current.release();
      expect((await store.takePlace(key, 1, later)).kind).toBe('taken');
    });

    it('counts failures in totals without ever refusing', async () => {
      const store = makeStore();
      const key = newId();
      for (const second of [0, 1, 2]) await store.countFailure(key, secondsLater(second));
      expect(await store.failures(key, secondsLater(3))).toBe(3);
      expect(await store.failures(newId(), T0)).toBe(0);
      await store.countFailure(key, secondsLater(LOGIN_WINDOW_SECONDS + 10));
      expect(await store.failures(key, secondsLater(LOGIN_WINDOW_SECONDS + 11))).toBe(1);
    });
  });
};
