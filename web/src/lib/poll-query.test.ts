import { environmentManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { watchQuery } from './poll-query';

const limits = { firstDelayMs: 1000, maxDelayMs: 4000, busyDeadlineMs: 30_000 };

interface Job {
  readonly done: number;
  readonly ready: boolean;
}

/** A server whose answers are given in turn (the last one repeats), and when each question came. */
const server = (answers: readonly (Job | Error)[]) => {
  const asked: number[] = [];
  const fetch = async (): Promise<Job> => {
    asked.push(Date.now());
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error('no answer');
    return answer;
  };
  return { fetch, asked };
};

const busy = (retryAfterMs: number | null = null) => new ApiError('http', 429, null, null, retryAfterMs);

describe('watchQuery', () => {
  let client: QueryClient;

  beforeEach(() => {
    // Node has no window: the cache would take it for a server and schedule no poll.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers({ now: 0 });
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  });

  afterEach(() => {
    client.clear();
    vi.useRealTimers();
    environmentManager.setIsServer(() => typeof window === 'undefined');
  });

  const watch = (fetch: () => Promise<Job>, until: number) => {
    client.setQueryData(['job'], { done: 0, ready: false });
    return watchQuery(
      client,
      { queryKey: ['job'], queryFn: fetch },
      { everyMs: 2000, until, isDone: (job) => job.ready },
      { limits },
    );
  };

  it('asks at its pace until the work is done, and leaves the last answer in the cache', async () => {
    // Prepare
    const jobs = server([
      { done: 1, ready: false },
      { done: 2, ready: false },
      { done: 3, ready: true },
    ]);
    // Act
    const ended = watch(jobs.fetch, 60_000);
    await vi.advanceTimersByTimeAsync(10_000);
    // Assess
    await expect(ended).resolves.toEqual({ phase: { kind: 'done' }, data: { done: 3, ready: true } });
    expect(jobs.asked).toEqual([2000, 4000, 6000]);
    expect(client.getQueryData(['job'])).toEqual({ done: 3, ready: true });
  });

  it('stops at its deadline when the work is still unfinished, and asks nothing more', async () => {
    // Prepare
    const jobs = server([{ done: 1, ready: false }]);
    // Act
    const ended = watch(jobs.fetch, 7000);
    await vi.advanceTimersByTimeAsync(60_000);
    // Assess
    await expect(ended).resolves.toMatchObject({ phase: { kind: 'stopped', reason: 'deadline' } });
    expect(jobs.asked).toEqual([2000, 4000, 6000]);
  });

  it('backs off while the server refuses, no sooner than its Retry-After, then goes back to its pace', async () => {
    // Prepare: jitter drawn at its top, so that each wait is the whole exponential step.
    const jobs = server([busy(), busy(3000), busy(), { done: 1, ready: false }, { done: 2, ready: true }]);
    const random = vi.spyOn(Math, 'random').mockReturnValue(1);
    // Act
    const ended = watch(jobs.fetch, 120_000);
    await vi.advanceTimersByTimeAsync(60_000);
    random.mockRestore();
    // Assess
    await expect(ended).resolves.toMatchObject({ phase: { kind: 'done' } });
    const gaps = jobs.asked.slice(1).map((at, i) => at - (jobs.asked[i] ?? 0));
    // Refused: waits of 1000, 3000 (Retry-After over 2000) and 4000 ms; answered: 2000 again.
    expect(gaps).toEqual([1000, 3000, 4000, 2000]);
  });

  it('gives up when the server refuses until the busy deadline, with the last refusal', async () => {
    // Prepare
    const refusal = busy();
    const jobs = server([refusal]);
    // Act
    const ended = watch(jobs.fetch, 10 * 60_000);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // Assess
    const end = await ended;
    expect(end.phase).toEqual({ kind: 'stopped', reason: 'busy', error: refusal });
    const last = jobs.asked.at(-1) ?? 0;
    expect(last).toBeLessThanOrEqual(2000 + limits.busyDeadlineMs);
    expect(jobs.asked.length).toBeGreaterThanOrEqual(5);
  });

  it('stops at once when the server refuses for good', async () => {
    // Prepare
    const expired = new ApiError('http', 401, 'Session expirée');
    const jobs = server([expired]);
    // Act
    const ended = watch(jobs.fetch, 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    // Assess
    await expect(ended).resolves.toMatchObject({
      phase: { kind: 'stopped', reason: 'refused', error: expired },
    });
    expect(jobs.asked).toEqual([2000]);
  });
});
