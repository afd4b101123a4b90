import { environmentManager, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isTransient, retryWhileBusy } from './backoff';

const busy = (retryAfterMs: number | null = null) => new ApiError('http', 429, null, null, retryAfterMs);

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
    const asked: number[] = [];
    const waits: number[] = [];
    const observer = new MutationObserver(client, {
      mutationFn: async () => {
        asked.push(Date.now());
        const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer;
      },
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
    // Prepare / Act
    const call = run([busy(), busy(3000), busy(), 'prête'], 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    // Assess
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
    const outcome = await call.outcome;
    expect(outcome).toEqual({ error: last });
    expect(isTransient(last)).toBe(true);
  });

  it('fails at once on a refusal that waiting will not change', async () => {
    const refused = new ApiError('http', 403, 'Séjour non autorisé');
    const call = run([refused], 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(call.outcome).resolves.toEqual({ error: refused });
    expect(call.asked).toEqual([0]);
  });
});
