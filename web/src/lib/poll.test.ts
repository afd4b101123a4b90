import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { decidePoll, nextPollIn, type PollObservation, type PollPlan, PollTracker } from './poll';

const limits = { firstDelayMs: 1000, maxDelayMs: 8000, busyDeadlineMs: 20_000 };
const busy = (retryAfterMs: number | null = null) => new ApiError('http', 429, null, null, retryAfterMs);
/** Jitter drawn at its top: every wait is the full exponential step. */
const top = () => 1;

describe('decidePoll', () => {
  const base = { now: 0, done: false, failures: null, everyMs: 2000, until: 60_000, limits, random: top };

  it('asks again at the pace while the server answers and the work goes on', () => {
    expect(decidePoll(base)).toEqual({ kind: 'waiting', nextInMs: 2000 });
  });

  it('ends when the work is done', () => {
    expect(decidePoll({ ...base, done: true })).toEqual({ kind: 'done' });
  });

  it('stops at the deadline rather than start a poll past it', () => {
    expect(decidePoll({ ...base, now: 58_001 })).toEqual({
      kind: 'stopped',
      reason: 'deadline',
      error: null,
    });
    expect(decidePoll({ ...base, now: 58_000 })).toEqual({ kind: 'waiting', nextInMs: 2000 });
  });

  it('waits longer after each refusal in a row, and no less than Retry-After', () => {
    const failures = (count: number, last = busy()) => ({ count, since: 0, last });
    expect(nextPollIn(decidePoll({ ...base, failures: failures(1) }))).toBe(1000);
    expect(nextPollIn(decidePoll({ ...base, failures: failures(2) }))).toBe(2000);
    expect(nextPollIn(decidePoll({ ...base, failures: failures(3) }))).toBe(4000);
    expect(nextPollIn(decidePoll({ ...base, failures: failures(9) }))).toBe(8000);
    expect(decidePoll({ ...base, failures: failures(1, busy(5000)) })).toEqual({
      kind: 'busy',
      nextInMs: 5000,
    });
  });

  it('gives up when the server would still be refusing past the busy deadline', () => {
    const failures = { count: 4, since: 0, last: busy() };
    expect(decidePoll({ ...base, now: 12_000, failures }).kind).toBe('busy');
    expect(decidePoll({ ...base, now: 12_001, failures })).toEqual({
      kind: 'stopped',
      reason: 'busy',
      error: failures.last,
    });
  });

  it('gives up at the poll deadline too, when it comes before the busy one', () => {
    const failures = { count: 1, since: 0, last: busy() };
    expect(decidePoll({ ...base, until: 999, failures })).toMatchObject({ kind: 'stopped', reason: 'busy' });
  });

  it('stops at once on an error that asking again will not change', () => {
    const refused = new ApiError('http', 401, 'Jeton expiré');
    expect(decidePoll({ ...base, failures: { count: 1, since: 0, last: refused } })).toEqual({
      kind: 'stopped',
      reason: 'refused',
      error: refused,
    });
  });
});

describe('PollTracker', () => {
  interface Job {
    readonly ready: boolean;
  }
  const plan: PollPlan<Job> = {
    everyMs: 2000,
    until: 100_000,
    isDone: (data) => data.ready,
  };
  const answered = (at: number, errors = 0, ready = false): PollObservation<Job> => ({
    status: 'success',
    data: { ready },
    error: null,
    dataUpdatedAt: at,
    errorUpdateCount: errors,
  });
  const refused = (dataAt: number, errors: number, error: unknown = busy()): PollObservation<Job> => ({
    status: 'error',
    data: { ready: false },
    error,
    dataUpdatedAt: dataAt,
    errorUpdateCount: errors,
  });

  it('counts refusals in a row from the last answer, and starts again after an answer', () => {
    // Prepare
    let now = 0;
    const tracker = new PollTracker<Job>(limits, () => now, top);
    // Act / Assess
    expect(tracker.phase(answered(0, 3), plan)).toEqual({ kind: 'waiting', nextInMs: 2000 });
    now = 2000;
    expect(tracker.phase(refused(0, 4), plan)).toEqual({ kind: 'busy', nextInMs: 1000 });
    now = 3000;
    expect(tracker.phase(refused(0, 5), plan)).toEqual({ kind: 'busy', nextInMs: 2000 });
    now = 5000;
    expect(tracker.phase(answered(5000, 5), plan)).toEqual({ kind: 'waiting', nextInMs: 2000 });
    now = 7000;
    expect(tracker.phase(refused(5000, 6), plan)).toEqual({ kind: 'busy', nextInMs: 1000 });
  });

  it('slows to the pace the last answer asks for, never below the steady one', () => {
    // Prepare: an answer with the work far from done asks for 10 s, one nearly done for 500 ms
    const paced: PollPlan<Job> = { ...plan, paceMs: (data) => (data.ready ? 0 : 10_000) };
    const tracker = new PollTracker<Job>(limits, () => 0, top);
    // Act / Assess
    expect(tracker.phase(answered(1), paced)).toEqual({ kind: 'waiting', nextInMs: 10_000 });
    expect(
      new PollTracker<Job>(limits, () => 0, top).phase(answered(1), { ...plan, paceMs: () => 500 }),
    ).toEqual({ kind: 'waiting', nextInMs: 2000 });
  });

  it('measures the busy deadline from the first refusal in a row', () => {
    let now = 10_000;
    const tracker = new PollTracker<Job>(limits, () => now, top);
    tracker.phase(answered(0), plan);
    expect(tracker.phase(refused(0, 1), plan).kind).toBe('busy');
    now = 10_000 + limits.busyDeadlineMs - 1000;
    expect(tracker.phase(refused(0, 2), plan)).toMatchObject({ kind: 'stopped', reason: 'busy' });
  });

  it('gives the same decision for the same state, however often and whenever it is asked', () => {
    // Prepare: a jitter that changes at each draw, a clock that moves.
    let now = 0;
    let draw = 0;
    const tracker = new PollTracker<Job>(
      limits,
      () => now,
      () => (draw++ % 2 === 0 ? 0 : 1),
    );
    tracker.phase(answered(0), plan);
    // Act
    const first = tracker.phase(refused(0, 1), plan);
    now = 1_000_000;
    const again = tracker.phase(refused(0, 1), plan);
    // Assess
    expect(again).toBe(first);
  });

  it('decides again when the deadline moves', () => {
    let now = 99_000;
    const tracker = new PollTracker<Job>(limits, () => now, top);
    expect(tracker.phase(answered(0), plan)).toMatchObject({ kind: 'stopped', reason: 'deadline' });
    now = 99_500;
    expect(tracker.phase(answered(0), { ...plan, until: 200_000 })).toEqual({
      kind: 'waiting',
      nextInMs: 2000,
    });
  });

  it('ends when the data says the work is done', () => {
    const tracker = new PollTracker<Job>(limits, () => 0, top);
    expect(tracker.phase(answered(1, 0, true), plan)).toEqual({ kind: 'done' });
  });

  it('does not end on data read before the work was asked for', () => {
    // Prepare: the cached answer says done, but it was read before the poll's start.
    const tracker = new PollTracker<Job>(limits, () => 5000, top);
    const since = { ...plan, answeredAfter: 4000 };
    // Act / Assess
    expect(tracker.phase(answered(3000, 0, true), since)).toEqual({ kind: 'waiting', nextInMs: 2000 });
    expect(tracker.phase(answered(6000, 0, true), since)).toEqual({ kind: 'done' });
  });
});
