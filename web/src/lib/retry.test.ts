import { environmentManager, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, parseRetryAfter } from './api-client';
import { isRefusal, isTransient, RetriesExhausted, retryDelay, retryWhileBusy, withRetry } from './retry';

const policy = { firstDelayMs: 1000, maxDelayMs: 8000, deadlineMs: 60_000 };
const busy = (retryAfterMs: number | null = null) => new ApiError('http', 429, null, null, retryAfterMs);

/** A seeded generator (mulberry32): the same draws at every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A clock that only moves when the code under test sleeps. */
const fakeTime = () => {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      // A policy that never gives up fails the test instead of hanging it.
      if (waits.length >= 50) throw new Error('still retrying after 50 waits');
      waits.push(ms);
      now += ms;
    },
    waits,
  };
};

/** A call that throws each of `answers` in turn (the last one for ever) or returns it. */
const answering = (answers: readonly (string | Error)[]) => {
  const asked: number[] = [];
  const call = async () => {
    asked.push(Date.now());
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { asked, call };
};

describe('isTransient and isRefusal', () => {
  it('tells a busy or unreachable server from a refusal', () => {
    const transient = [
      new ApiError('network', 0, null),
      ...[408, 429, 500, 503].map((status) => new ApiError('http', status, null)),
      Object.assign(new Error('storage answered 503'), { status: 503 }),
    ];
    const refused = [400, 401, 403, 404].map((status) => new ApiError('http', status, null));
    expect(transient.map(isTransient)).toEqual(transient.map(() => true));
    expect(transient.map(isRefusal)).toEqual(transient.map(() => false));
    expect(refused.map(isTransient)).toEqual(refused.map(() => false));
    expect(refused.map(isRefusal)).toEqual(refused.map(() => true));
    // An answer that does not read is neither: the page shows its failure.
    expect(isRefusal(new ApiError('invalid-response', 200, null))).toBe(false);
    expect(isTransient(new Error('other'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('draws full jitter: anywhere from nothing to the exponential step, capped', () => {
    // Act
    const random = seeded(42);
    const draws = [0, 1, 2, 3, 4, 5].map((attempt) =>
      Array.from({ length: 500 }, () => retryDelay(attempt, busy(), policy, random)),
    );
    // Assess: each step's draws fill it, from its bottom quarter to its top quarter, never beyond.
    const steps = [1000, 2000, 4000, 8000, 8000, 8000];
    for (const [attempt, step] of steps.entries()) {
      const delays = draws[attempt] ?? [];
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
      expect(Math.min(...delays)).toBeLessThan(step / 4);
      expect(Math.max(...delays)).toBeLessThanOrEqual(step);
      expect(Math.max(...delays)).toBeGreaterThan((3 * step) / 4);
    }
  });

  it("never waits less than the server's Retry-After, in seconds or as an HTTP date", () => {
    const now = Date.parse('Tue, 14 Jul 2026 10:00:00 GMT');
    const inSeconds = busy(parseRetryAfter('30', now));
    const asDate = new ApiError(
      'http',
      503,
      null,
      null,
      parseRetryAfter('Tue, 14 Jul 2026 10:00:12 GMT', now),
    );
    expect(retryDelay(0, inSeconds, policy, () => 1)).toBe(30_000);
    expect(retryDelay(0, asDate, policy, () => 1)).toBe(12_000);
    expect(retryDelay(3, busy(100), policy, () => 0.5)).toBe(4000);
  });
});

describe('withRetry', () => {
  it('asks again after each failure, waiting at least Retry-After, until the call succeeds', async () => {
    // Prepare
    const time = fakeTime();
    const { call } = answering([busy(5000), new ApiError('network', 0, null), 'ok']);
    const retried: number[] = [];
    // Act
    const result = await withRetry(call, {
      ...policy,
      ...time,
      random: () => 1,
      onRetry: (_e, ms) => retried.push(ms),
    });
    // Assess
    expect(result).toBe('ok');
    expect(time.waits).toEqual([5000, 2000]);
    expect(retried).toEqual([5000, 2000]);
  });

  it('gives up when the next attempt would start after the deadline, or past the retries', async () => {
    // Prepare
    const time = fakeTime();
    const { asked, call } = answering([busy()]);
    const capped = answering([busy()]);
    // Act
    const outcome = withRetry(call, { ...policy, deadlineMs: 10_000, ...time, random: () => 1 });
    const cappedOutcome = withRetry(capped.call, { ...policy, retries: 2, ...fakeTime() });
    // Assess: waits of 1, 2 and 4 s fit in 10 s; the next (8 s) would end at 15 s.
    await expect(outcome).rejects.toBeInstanceOf(RetriesExhausted);
    expect(time.waits).toEqual([1000, 2000, 4000]);
    expect(asked).toHaveLength(4);
    await expect(cappedOutcome).rejects.toBeInstanceOf(RetriesExhausted);
    expect(capped.asked).toHaveLength(3);
  });

  it('throws an error that time will not mend at once', async () => {
    const time = fakeTime();
    const refused = new ApiError('http', 403, 'Accès refusé.');
    await expect(withRetry(answering([refused]).call, { ...policy, ...time })).rejects.toBe(refused);
    expect(time.waits).toEqual([]);
  });

  it('stops waiting as soon as its signal aborts', async () => {
    // Prepare
    const controller = new AbortController();
    const { asked, call } = answering([busy()]);
    const stop = new Error('page left');
    // Act: a real wait of a minute, aborted while it runs.
    const outcome = withRetry(call, {
      ...policy,
      firstDelayMs: 60_000,
      maxDelayMs: 60_000,
      random: () => 1,
      signal: controller.signal,
      onRetry: () => setTimeout(() => controller.abort(stop), 10),
    });
    // Assess
    await expect(outcome).rejects.toBe(stop);
    expect(asked).toHaveLength(1);
  });
});

/** An action run by the query cache itself: the retries happen as in the pages. */
describe('retryWhileBusy, as a mutation of the query cache', () => {
  let client: QueryClient;

  beforeEach(() => {
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers({ now: 0 });
    client = new QueryClient();
  });

  afterEach(() => {
    client.clear();
    vi.useRealTimers();
    environmentManager.setIsServer(() => typeof window === 'undefined');
  });

  const run = (answers: readonly (string | Error)[], deadlineMs: number) => {
    const waits: number[] = [];
    const { asked, call } = answering(answers);
    const observer = new MutationObserver(client, {
      mutationFn: call,
      ...retryWhileBusy({
        firstDelayMs: 1000,
        maxDelayMs: 4000,
        deadlineMs,
        random: () => 1,
        onRetry: (_error, delay) => waits.push(delay),
      }),
    });
    const outcome = observer.mutate().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    return { asked, waits, outcome };
  };

  it('asks again later and later, no sooner than Retry-After, until it is answered', async () => {
    const call = run([busy(), busy(3000), busy(), 'prête'], 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(call.outcome).resolves.toEqual({ value: 'prête' });
    expect(call.waits).toEqual([1000, 3000, 4000]);
    expect(call.asked).toEqual([0, 1000, 4000, 8000]);
  });

  it('gives up with the last refusal when the next attempt would start past the deadline', async () => {
    // Prepare
    const last = busy();
    // Act
    const call = run([busy(), busy(), last], 6000);
    await vi.advanceTimersByTimeAsync(60_000);
    // Assess: waits of 1 s and 2 s fit in 6 s, the next 4 s would not.
    expect(call.asked).toEqual([0, 1000, 3000]);
    await expect(call.outcome).resolves.toEqual({ error: last });
  });

  it('fails at once on a refusal that waiting will not change', async () => {
    const refused = new ApiError('http', 403, 'Séjour non autorisé');
    const call = run([refused], 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(call.outcome).resolves.toEqual({ error: refused });
    expect(call.asked).toEqual([0]);
  });
});
