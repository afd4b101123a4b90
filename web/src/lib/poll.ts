/**
 * How a page follows work the server does in the background (a zip being built, photos being
 * processed or turned): it asks again at a steady pace while the server answers, later and later
 * while the server refuses (./retry.ts decides), and it stops at a deadline, so that the page says
 * in French that it gave up instead of asking for ever.
 *
 * The query cache runs the poll (`refetchInterval`); this module only decides, from what the cache
 * knows of the last answers, when to ask next or that the poll is over. The same decision is read by
 * the timer and by the page, so the page shows exactly why the poll stopped.
 */
import { isTransient } from './api-client';
import { type Backoff, nextRetry } from './retry';

export interface PollLimits extends Backoff {
  /** How long refusals in a row may go on before the poll gives up. */
  readonly busyDeadlineMs: number;
}

export interface PollPlan<T> {
  /** The pace while the server answers. */
  readonly everyMs: number;
  /**
   * A slower pace read from the last answer (never below `everyMs`): a zip the server expects to
   * take ten minutes more is not asked after every two seconds.
   */
  readonly paceMs?: (data: T) => number;
  /** No poll starts after this time (milliseconds since the epoch). */
  readonly until: number;
  /** The awaited state is reached: the poll ends. */
  readonly isDone: (data: T) => boolean;
  /**
   * Data read before this time cannot end the poll: the list cached before a batch was sent does
   * not show the batch's photos, so it cannot tell that they are processed.
   */
  readonly answeredAfter?: number;
}

/** What the query cache knows of the answers so far: fields of a TanStack query state or result. */
export interface PollObservation<T> {
  readonly status: 'pending' | 'error' | 'success';
  readonly data: T | undefined;
  readonly error: unknown;
  readonly dataUpdatedAt: number;
  readonly errorUpdateCount: number;
}

export type PollStop =
  /** The work was still unfinished when the next poll would have started past the deadline. */
  | 'deadline'
  /** The server kept refusing until the deadline. */
  | 'busy'
  /** The server answered an error that asking again will not change (401, 404…). */
  | 'refused';

export type PollPhase =
  /** The server answered; not done yet. */
  | { readonly kind: 'waiting'; readonly nextInMs: number }
  /** The server refused for now; asked again later. */
  | { readonly kind: 'busy'; readonly nextInMs: number }
  | { readonly kind: 'done' }
  | { readonly kind: 'stopped'; readonly reason: PollStop; readonly error: unknown };

export interface Failures {
  /** Refusals in a row since the last answer. */
  readonly count: number;
  /** When the first of them came. */
  readonly since: number;
  readonly last: unknown;
}

/** The decision itself, pure: what the poll does after the last answer or refusal. */
export const decidePoll = (input: {
  readonly now: number;
  readonly done: boolean;
  readonly failures: Failures | null;
  readonly everyMs: number;
  readonly until: number;
  readonly limits: PollLimits;
  readonly random?: () => number;
}): PollPhase => {
  const { now, failures, until, limits } = input;
  if (!failures) {
    if (input.done) return { kind: 'done' };
    if (now + input.everyMs > until) return { kind: 'stopped', reason: 'deadline', error: null };
    return { kind: 'waiting', nextInMs: input.everyMs };
  }
  if (!isTransient(failures.last)) return { kind: 'stopped', reason: 'refused', error: failures.last };
  const msLeft = Math.min(failures.since + limits.busyDeadlineMs, until) - now;
  const delay = nextRetry(
    { attempt: failures.count - 1, error: failures.last, msLeft },
    limits,
    input.random,
  );
  return delay === null
    ? { kind: 'stopped', reason: 'busy', error: failures.last }
    : { kind: 'busy', nextInMs: delay };
};

/** The wait a phase asks of the query cache's timer: none once the poll is over. */
export const nextPollIn = (phase: PollPhase): number | false =>
  phase.kind === 'waiting' || phase.kind === 'busy' ? phase.nextInMs : false;

/**
 * One poll's memory: refusals in a row, and the decision taken for each state of the cache. The
 * timer and the page both ask, often several times for one state; they all get the decision taken
 * the first time (a random wait is drawn once, the deadline is read once).
 */
export class PollTracker<T> {
  #lastAnswerErrors: number | null = null;
  #failingSince: number | null = null;
  #memo: { readonly key: string; readonly phase: PollPhase } | null = null;

  constructor(
    private readonly limits: PollLimits,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  phase(observed: PollObservation<T>, plan: PollPlan<T>): PollPhase {
    const key = `${observed.dataUpdatedAt}/${observed.errorUpdateCount}/${plan.until}/${plan.everyMs}/${plan.answeredAfter}`;
    if (this.#memo?.key === key) return this.#memo.phase;
    const now = this.now();
    let failures: Failures | null = null;
    if (observed.status === 'error') {
      // Refusals counted from the last answer (or from this one, if the poll began with a refusal).
      this.#lastAnswerErrors ??= observed.errorUpdateCount - 1;
      this.#failingSince ??= now;
      failures = {
        count: Math.max(1, observed.errorUpdateCount - this.#lastAnswerErrors),
        since: this.#failingSince,
        last: observed.error,
      };
    } else {
      this.#lastAnswerErrors = observed.errorUpdateCount;
      this.#failingSince = null;
    }
    const everyMs =
      plan.paceMs && observed.data !== undefined
        ? Math.max(plan.everyMs, plan.paceMs(observed.data))
        : plan.everyMs;
    const done =
      observed.data !== undefined &&
      observed.dataUpdatedAt >= (plan.answeredAfter ?? 0) &&
      plan.isDone(observed.data);
    const phase = decidePoll({
      now,
      done,
      failures,
      everyMs,
      until: plan.until,
      limits: this.limits,
      random: this.random,
    });
    this.#memo = { key, phase };
    return phase;
  }
}
