/**
 * Polls run by the query cache: `usePoll` for a page that shows a query while it refreshes itself,
 * `watchQuery` for an action that waits for the server's work to end (a zip, a rotation, a batch)
 * and goes on whether or not a page still shows it. Both give the query a `refetchInterval` drawn
 * from the same decision (./poll.ts): steady pace, backoff on refusals, deadline.
 */
import {
  type QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { clientLimits } from './client-limits';
import {
  nextPollIn,
  type PollLimits,
  type PollObservation,
  type PollPhase,
  type PollPlan,
  type PollStop,
  PollTracker,
} from './poll';

/** An action gave up following the server's work: `reason` says why, `cause` is the last refusal. */
export class PollStopped extends Error {
  override readonly name = 'PollStopped';
  constructor(
    readonly reason: PollStop,
    override readonly cause: unknown,
  ) {
    super(`stopped following the server's work (${reason})`);
  }
}

/** The options of a poll on one query: the pace of its timer, kept while the tab is hidden. */
const pollOptions = <T>(tracker: PollTracker<T>, plan: PollPlan<T> | null) => ({
  refetchInterval: (query: { readonly state: PollObservation<T> }): number | false =>
    plan ? nextPollIn(tracker.phase(query.state, plan)) : false,
  // A zip that gets ready while the family looks at another tab still downloads.
  refetchIntervalInBackground: true,
});

/**
 * A poll for the query a page shows: spread `options` into the query's options, and read `phase` of
 * the query's result to say why it stopped. No plan: the query does not poll.
 */
export const usePoll = <T>(plan: PollPlan<T> | null) => {
  const [tracker] = useState(() => new PollTracker<T>(clientLimits()));
  return {
    options: pollOptions(tracker, plan),
    phase: (result: PollObservation<T>): PollPhase | null => (plan ? tracker.phase(result, plan) : null),
  };
};

/** How a watch ended, with the last data the query held. */
export interface WatchEnd<T> {
  readonly phase: Extract<PollPhase, { kind: 'done' | 'stopped' }>;
  readonly data: T | undefined;
}

export interface WatchOptions<T> {
  /** Each state the query goes through, and where the poll then stands (progress lines). */
  readonly onChange?: (result: QueryObserverResult<T, Error>, phase: PollPhase) => void;
  readonly limits?: PollLimits;
}

/**
 * Polls the query until `plan.isDone` holds or the poll stops; resolves either way, never rejects.
 * The data goes into the cache as it comes, so a page showing the same query follows along.
 */
export const watchQuery = <T, K extends QueryKey>(
  client: QueryClient,
  query: QueryObserverOptions<T, Error, T, T, K>,
  plan: PollPlan<T>,
  { onChange, limits = clientLimits() }: WatchOptions<T> = {},
): Promise<WatchEnd<T>> =>
  new Promise((resolve) => {
    const tracker = new PollTracker<T>(limits);
    const observer = new QueryObserver<T, Error, T, T, K>(client, {
      ...query,
      ...pollOptions(tracker, plan),
    });
    let ended = false;
    const look = (result: QueryObserverResult<T, Error>): void => {
      if (ended) return;
      const phase = tracker.phase(result, plan);
      onChange?.(result, phase);
      if (phase.kind === 'done' || phase.kind === 'stopped') {
        ended = true;
        unsubscribe();
        resolve({ phase, data: result.data });
      }
    };
    const unsubscribe = observer.subscribe(look);
    look(observer.getCurrentResult());
  });
