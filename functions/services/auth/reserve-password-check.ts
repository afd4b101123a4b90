/**
 * Checks a password under the caller's budget of wrong passwords for what it names (a stay, an
 * account). The rule, and why it holds against guessing without turning against families:
 *
 * - Only failures are counted, per caller (an IPv4 address or an IPv6 /64) and per stay or account.
 *   A right password uses no budget, so parallel right sign-ins from one school address all pass, and
 *   a stranger's wrong guesses elsewhere spend only the stranger's own budget.
 * - A check holds a place in the caller's budget while it runs, so a burst of parallel guesses cannot
 *   all be checked before the first failures count: at most the budget is ever checked per window.
 *   A sign-in that finds every place held by checks in progress (not by failures) waits for one: a
 *   right password gives its place back within moments.
 * - Once the caller's failures fill its budget, its attempts are refused BEFORE the password is read:
 *   the refusal is the same, and takes the same time, whatever was typed, so it tells a guesser
 *   nothing. Accepting a right password from a caller whose budget is spent would do the opposite: a
 *   429 would mean "wrong" and a 200 "right", and the budget would stop nothing.
 * - Failures are also totalled per stay from everywhere. That total never refuses anyone: past it, the
 *   stay is being guessed at from many addresses, and each caller's budget for it shrinks. A caller
 *   that has not failed itself is still checked, so a right password from another address always
 *   passes, however many strangers guess.
 * - There is no delay on failures: a slower "wrong" than "right" would tell the answer by its timing
 *   without waiting for it, and a delay on every answer would only hold a Lambda per request.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import type { CheckPlace, LoginThrottle } from '#functions/ports/stores/login-attempts.js';

import {
  LOGIN_ATTACK_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_UNDER_ATTACK,
  LOGIN_WAIT_FOR_CHECK_MS,
} from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface ReservePasswordCheckDeps {
  readonly loginThrottle: LoginThrottle;
  readonly clock: () => Date;
}

const tooManyAttempts = (retryAfterSeconds: number): ServiceError =>
  new ServiceError('too-many-attempts', messages.api.tooManyAttempts, { retryAfterSeconds });

/** First pause when every place is held by checks in progress; doubled each time, up to the cap. */
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 400;

/** A place in `caller`'s budget for `target`, waiting while checks in progress hold them all. */
const takePlace = async (
  deps: ReservePasswordCheckDeps,
  target: string,
  caller: string,
): Promise<CheckPlace> => {
  const underAttack = (await deps.loginThrottle.failures(target, deps.clock())) >= LOGIN_ATTACK_FAILURES;
  const limit = underAttack ? LOGIN_MAX_FAILURES_UNDER_ATTACK : LOGIN_MAX_FAILURES;
  const key = `${target}@${caller}`;
  const started = performance.now();
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(2 * pause, LONGEST_PAUSE_MS)) {
    const outcome = await deps.loginThrottle.takePlace(key, limit, deps.clock());
    if (outcome.kind === 'taken') return outcome.place;
    if (outcome.kind === 'full') throw tooManyAttempts(outcome.retryAfter);
    // Checks that never ended (a function stopped mid-check) hold places until the window ends.
    if (performance.now() - started >= LOGIN_WAIT_FOR_CHECK_MS) throw tooManyAttempts(1);
    // Random pauses, so callers waiting together do not all come back at once.
    await sleep(pause / 2 + Math.random() * (pause / 2));
  }
};

/**
 * Runs `compare` (the password check, which answers what the password opens, or undefined when it is
 * wrong) under `caller`'s budget for `target`. A full budget refuses (too many attempts) without
 * running it. A wrong password is counted before the answer goes out, so a caller cannot outpace its
 * own count; a check that fails for another reason (storage) gives its place back.
 */
export const checkWithinBudget = async <T>(
  deps: ReservePasswordCheckDeps,
  target: string,
  caller: string,
  compare: () => Promise<T | undefined>,
): Promise<T | undefined> => {
  const place = await takePlace(deps, target, caller);
  let opened: T | undefined;
  try {
    opened = await compare();
  } catch (error) {
    await place.release();
    throw error;
  }
  if (opened === undefined) {
    await Promise.all([place.keep(), deps.loginThrottle.countFailure(target, deps.clock())]);
  } else {
    await place.release();
  }
  return opened;
};
