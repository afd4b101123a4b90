import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { backoffDelay, DeadlinePassed, isRefusal, isTransient, withBackoff } from './backoff';

const policy = { firstDelayMs: 1000, maxDelayMs: 8000 };
const busy = (retryAfterMs: number | null = null) => new ApiError('http', 429, null, null, retryAfterMs);

/** A clock that only moves when the code under test sleeps. */
const fakeTime = () => {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
};

describe('isTransient and isRefusal', () => {
  it('tells a busy or unreachable server from a refusal', () => {
    const busy = [
      new ApiError('network', 0, null),
      ...[408, 429, 500, 503].map((status) => new ApiError('http', status, null)),
    ];
    const refused = [400, 401, 403, 404].map((status) => new ApiError('http', status, null));
    expect(busy.map(isTransient)).toEqual(busy.map(() => true));
    expect(busy.map(isRefusal)).toEqual(busy.map(() => false));
    expect(refused.map(isRefusal)).toEqual(refused.map(() => true));
    // An answer that does not read is neither: the page shows its failure.
    expect(isRefusal(new ApiError('invalid-response', 200, null))).toBe(false);
    expect(isRefusal(new Error('other'))).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('doubles at each refusal up to the cap, with jitter in the upper half of the step', () => {
    // Act
    const lowest = [0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, null, policy, () => 0));
    const highest = [0, 1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, null, policy, () => 1));
    // Assess
    expect(lowest).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    expect(highest).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("never waits less than the server's Retry-After", () => {
    expect(backoffDelay(0, 30_000, policy, () => 0.5)).toBe(30_000);
    expect(backoffDelay(3, 100, policy, () => 0)).toBe(4000);
  });
});

describe('withBackoff', () => {
  it('asks again after each 429, waiting at least Retry-After, until the call succeeds', async () => {
    // Prepare
    const time = fakeTime();
    const answers = [busy(5000), busy(), 'ok'];
    const retried: number[] = [];
    // Act
    const result = await withBackoff(
      async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer;
      },
      { ...policy, deadlineMs: 60_000, ...time, random: () => 0, onRetry: (_e, ms) => retried.push(ms) },
    );
    // Assess
    expect(result).toBe('ok');
    expect(time.waits).toEqual([5000, 1000]);
    expect(retried).toEqual([5000, 1000]);
  });

  it('stops with DeadlinePassed when the next attempt would start after the deadline', async () => {
    // Prepare
    const time = fakeTime();
    let calls = 0;
    // Act
    const outcome = withBackoff(
      async () => {
        calls += 1;
        throw busy();
      },
      { ...policy, deadlineMs: 10_000, ...time, random: () => 1 },
    );
    // Assess
    await expect(outcome).rejects.toBeInstanceOf(DeadlinePassed);
    // Waits of 1, 2 and 4 s fit in 10 s; the next (8 s) would end at 15 s.
    expect(time.waits).toEqual([1000, 2000, 4000]);
    expect(calls).toBe(4);
  });

  it('throws an error that time will not mend at once', async () => {
    // Prepare
    const time = fakeTime();
    const refused = new ApiError('http', 403, 'Accès refusé.');
    // Act
    const outcome = withBackoff(
      async () => {
        throw refused;
      },
      { ...policy, deadlineMs: 60_000, ...time },
    );
    // Assess
    await expect(outcome).rejects.toBe(refused);
    expect(time.waits).toEqual([]);
  });
});
