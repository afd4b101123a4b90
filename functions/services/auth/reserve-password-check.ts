/**
 * Takes one check from the address's budget and from the target's ceiling before any password is
 * compared; a full budget refuses (too many attempts) without checking anything. The reservation is
 * the failure: a wrong password keeps it, a right one gives it back with the function returned.
 */
import { LOGIN_MAX_FAILURES, LOGIN_TARGET_MAX_FAILURES } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import type { LoginThrottle } from '../../adapters/stores/login-attempts.js';
import { ServiceError } from '../service-error.js';

export interface ReservePasswordCheckDeps {
  readonly loginThrottle: Pick<LoginThrottle, 'reserve'>;
  readonly clock: () => Date;
}

/**
 * `target` names what is guessed at (a stay, an account); `ip` the caller's address. The two budgets
 * are taken together or not at all: a stranger uses up only their own address's budget, and guesses
 * spread over many addresses stop at the target's ceiling.
 */
export const reservePasswordCheck = async (
  deps: ReservePasswordCheckDeps,
  target: string,
  ip: string,
): Promise<() => Promise<void>> => {
  const outcome = await deps.loginThrottle.reserve(
    [
      { key: `${target}#${ip}`, limit: LOGIN_MAX_FAILURES },
      { key: target, limit: LOGIN_TARGET_MAX_FAILURES },
    ],
    deps.clock(),
  );
  if (!outcome.ok) {
    throw new ServiceError('too-many-attempts', messages.api.tooManyAttempts, {
      retryAfterSeconds: outcome.retryAfter,
    });
  }
  return outcome.release;
};
