/**
 * The retry policy's loop, for calls the page makes itself (photo uploads, their signing): kept
 * apart from the policy so that pages which only need the decision (the family's gallery, through
 * its polls and its archive request) do not load it.
 */
import { isTransient } from './api-client';
import { nextRetry, type RetryOptions } from './retry';

/** The server stayed busy or unreachable until the policy gave up; `cause` is the last failure. */
export class RetriesExhausted extends Error {
  override readonly name = 'RetriesExhausted';
  constructor(override readonly cause: unknown) {
    super('the server stayed busy until the retries ran out');
  }
}

/** A wait that ends early, rejecting with the signal's reason, when the signal aborts. */
const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Runs `call` until it succeeds, waiting between transient failures; throws any other error as it
 * is, RetriesExhausted when the policy gives up, and the signal's reason once it aborts.
 */
export const withRetry = async <T>(call: () => Promise<T>, options: RetryOptions): Promise<T> => {
  const { onRetry, signal, random } = options;
  let giveUpAt: number | null = null;
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error) || signal?.aborted) throw error;
      giveUpAt ??= Date.now() + options.deadlineMs;
      const delay = nextRetry({ attempt, error, msLeft: giveUpAt - Date.now() }, options, random);
      if (delay === null) throw new RetriesExhausted(error);
      onRetry?.(error, delay);
      await sleep(delay, signal);
    }
  }
};
