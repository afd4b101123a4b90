import { environmentManager, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isRefusal, isTransient, parseRetryAfter } from './api-client';
import { backoffDelay, nextRetry, type RetryOptions, retryWhileBusy } from './retry';
import { RetriesExhausted, withRetry } from './retry-loop';

const policy = { firstDelayMs: 1000, maxDelayMs: 8000, deadlineMs: 60_000 };
const busy = (retryAfterMs: number | null = null) => new ApiError('http', 429, null, null, retryAfterMs);
/** The wait before retry number `attempt`, with no deadline near. */
const wait = (attempt: number, error: unknown, random: () => number) =>
  nextRetry({ attempt, error, msLeft: Number.POSITIVE_INFINITY }, policy, random);

/** A seeded generator (mulberry32): the same draws at every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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
    const transient = [0, 408, 429, 500, 503].map((status) => new ApiError('http', status, null));
    const storage = Object.assign(new Error('storage answered 503'), { status: 503 });
    const refused = [400, 401, 403, 404].map((status) => new ApiError('http', status, null));
    expect([...transient, storage, ...refused].map(isTransient)).toEqual(
      [...transient, storage].map(() => true).concat(refused.map(() => false)),
    );
    expect([...transient, ...refused].map(isRefusal)).toEqual(
      transient.map(() => false).concat(refused.map(() => true)),
    );
    // An answer that does not read is neither: the page shows its failure.
    expect(isRefusal(new ApiError('invalid-response', 200, null))).toBe(false);
    expect(isTransient(new Error('other'))).toBe(false);
  });
});

describe('nextRetry', () => {
  it('draws full jitter: anywhere from nothing to the exponential step, capped', () => {
    // Act
    const random = seeded(42);
    const spans = [0, 1, 2, 3, 4, 5].map((attempt) => {
      const delays = Array.from({ length: 500 }, () => wait(attempt, busy(), random) ?? -1);
      return [Math.min(...delays), Math.max(...delays)];
    });
    // Assess: each step's draws reach into its bottom and its top quarter, never beyond it.
    for (const [attempt, step] of [1000, 2000, 4000, 8000, 8000, 8000].entries()) {
      const [lowest = -1, highest = -1] = spans[attempt] ?? [];
      expect(lowest).toBeGreaterThanOrEqual(0);
      expect(lowest).toBeLessThan(step / 4);
      expect(highest).toBeGreaterThan((3 * step) / 4);
      expect(highest).toBeLessThanOrEqual(step);
    }
  });

  it("never waits less than the server's Retry-After, in seconds or as an HTTP date", () => {
    const now = Date.parse('Tue, 14 Jul 2026 10:00:00 GMT');
    const asDate = parseRetryAfter('Tue, 14 Jul 2026 10:00:12 GMT', now);
    expect(wait(0, busy(parseRetryAfter('30', now)), () => 1)).toBe(30_000);
    expect(wait(0, busy(asDate), () => 1)).toBe(12_000);
    expect(wait(3, busy(100), () => 0.5)).toBe(4000);
  });
});

describe('backoffDelay', () => {
  it('draws the same jittered, growing, capped wait for a caller that retries whatever failed', () => {
    const rounds = { firstDelayMs: 5000, maxDelayMs: 20_000 };
    expect([0, 1, 2, 3].map((round) => backoffDelay(round, rounds, 0, () => 1))).toEqual([
      5000, 10_000, 20_000, 20_000,
    ]);
    expect(backoffDelay(1, rounds, 0, () => 0.25)).toBe(2500);
    expect(backoffDelay(0, rounds, 7000, () => 0.5)).toBe(7000);
  });
});

describe('withRetry and retryWhileBusy, on a clock moved by the test', () => {
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

  /** Runs `answers` through withRetry, or as a mutation of the query cache, for a minute. */
  const run = async (
    answers: readonly (string | Error)[],
    options: Partial<RetryOptions> & { readonly by?: 'loop' | 'cache' } = {},
  ) => {
    const waits: number[] = [];
    const { asked, call } = answering(answers);
    const policy = {
      firstDelayMs: 1000,
      maxDelayMs: 4000,
      deadlineMs: 60_000,
      random: () => 1,
      onRetry: (_error: unknown, delay: number) => waits.push(delay),
      ...options,
    };
    const outcome = (
      options.by === 'cache'
        ? new MutationObserver(client, { mutationFn: call, ...retryWhileBusy(policy) }).mutate()
        : withRetry(call, policy)
    ).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    return { asked, waits, outcome: await outcome };
  };

  it.each(['loop', 'cache'] as const)(
    '%s: asks again later and later, no sooner than Retry-After, until answered',
    async (by) => {
      const { asked, waits, outcome } = await run(
        [busy(), busy(3000), new ApiError('network', 0, null), 'prête'],
        { by },
      );
      expect(outcome).toEqual({ value: 'prête' });
      expect(waits).toEqual([1000, 3000, 4000]);
      expect(asked).toEqual([0, 1000, 4000, 8000]);
    },
  );

  it.each(['loop', 'cache'] as const)(
    '%s: gives up when the next attempt would start past the deadline',
    async (by) => {
      // Act
      const last = busy();
      const { asked, outcome } = await run([busy(), busy(), last], { by, deadlineMs: 6000 });
      // Assess: waits of 1 s and 2 s fit in 6 s, the next 4 s would not.
      expect(asked).toEqual([0, 1000, 3000]);
      expect(outcome).toEqual({ error: by === 'cache' ? last : new RetriesExhausted(last) });
    },
  );

  it.each(['loop', 'cache'] as const)(
    '%s: fails at once on a refusal that waiting will not change',
    async (by) => {
      const refused = new ApiError('http', 403, 'Séjour non autorisé');
      const { asked, outcome } = await run([refused], { by });
      expect(outcome).toEqual({ error: refused });
      expect(asked).toEqual([0]);
    },
  );

  it('gives up after its number of retries, within the deadline', async () => {
    const { asked, outcome } = await run([busy()], { retries: 2 });
    expect(asked).toEqual([0, 1000, 3000]);
    expect(outcome).toEqual({ error: new RetriesExhausted(busy()) });
  });

  it('stops waiting as soon as its signal aborts', async () => {
    // Prepare
    const controller = new AbortController();
    const stop = new Error('page left');
    const { asked, call } = answering([busy(), 'prête']);
    let outcome: unknown = null;
    // Act: the first wait, of a second, is cut at half a second.
    void withRetry(call, { ...policy, random: () => 1, signal: controller.signal }).catch((e: unknown) => {
      outcome = e;
    });
    setTimeout(() => controller.abort(stop), 500);
    await vi.advanceTimersByTimeAsync(600);
    // Assess
    expect(outcome).toBe(stop);
    expect(asked).toEqual([0]);
  });
});
