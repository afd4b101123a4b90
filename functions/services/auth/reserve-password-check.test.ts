import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_ATTACK_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_UNDER_ATTACK,
  LOGIN_WINDOW_SECONDS,
} from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { inMemoryLoginThrottle } from '#test/memory/login-attempts.js';
import { ServiceError } from '../service-error.js';
import { checkWithinBudget } from './reserve-password-check.js';

const now = new Date('2026-07-01T10:00:00Z');

const setUp = () => {
  const loginThrottle = inMemoryLoginThrottle();
  const deps = { loginThrottle, clock: () => now };
  let checked = 0;
  /** A password check that takes a turn of the event loop, as a store read does. */
  const check =
    (right: boolean, caller = '192.0.2.1', target = 'stay#s1') =>
    () =>
      checkWithinBudget(deps, target, caller, async () => {
        checked += 1;
        await nextTurn();
        return right ? 'opened' : undefined;
      }).catch((error: unknown) => error);
  return { loginThrottle, deps, check, checked: () => checked };
};

describe('checkWithinBudget', () => {
  it("counts a wrong password for the caller and in the stay's total, and nothing for a right one", async () => {
    // Prepare
    const { loginThrottle, check } = setUp();
    // Act
    const right = await check(true)();
    const wrong = await check(false)();
    // Assess
    expect(right).toBe('opened');
    expect(wrong).toBeUndefined();
    expect(loginThrottle.counted('stay#s1@192.0.2.1')).toBe(1);
    expect(loginThrottle.held('stay#s1@192.0.2.1')).toBe(1);
    expect(loginThrottle.counted('stay#s1')).toBe(1);
  });

  it('refuses once the caller failed its budget, without checking, saying when to try again in French', async () => {
    // Prepare
    const { check, checked } = setUp();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await check(false)();
    // Act
    const refusal = await check(true)();
    const elsewhere = await check(true, '192.0.2.99')();
    // Assess
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({
      kind: 'too-many-attempts',
      message: messages.api.tooManyAttempts,
      extra: { retryAfterSeconds: LOGIN_WINDOW_SECONDS },
    });
    expect(checked()).toBe(LOGIN_MAX_FAILURES + 1);
    expect(elsewhere).toBe('opened');
  });

  it('lets every one of many parallel right passwords from one caller through', async () => {
    // Prepare
    const { check } = setUp();
    // Act
    const answers = await Promise.all(Array.from({ length: 4 * LOGIN_MAX_FAILURES }, () => check(true)()));
    // Assess
    expect(answers).toEqual(Array(4 * LOGIN_MAX_FAILURES).fill('opened'));
  });

  it('checks no more than the budget of a burst of parallel wrong guesses', async () => {
    // Act
    const { check, checked } = setUp();
    const answers = await Promise.all(Array.from({ length: 40 }, () => check(false)()));
    // Assess
    expect(checked()).toBe(LOGIN_MAX_FAILURES);
    const refused = answers.filter((a) => a instanceof ServiceError && a.kind === 'too-many-attempts');
    expect(refused).toHaveLength(40 - LOGIN_MAX_FAILURES);
  });

  it('shrinks the budget of failing callers while a stay is guessed at from everywhere, never a right password', async () => {
    // Prepare: the stay's total of failures from everywhere reaches the attack threshold.
    const { loginThrottle, check } = setUp();
    for (let i = 0; i < LOGIN_ATTACK_FAILURES; i += 1) await loginThrottle.countFailure('stay#s1', now);
    // Act
    for (let i = 0; i < LOGIN_MAX_FAILURES_UNDER_ATTACK; i += 1) await check(false, '203.0.113.5')();
    const guesser = await check(false, '203.0.113.5')();
    const family = await check(true, '198.51.100.20')();
    const otherStay = await check(false, '203.0.113.5', 'stay#s2')();
    // Assess
    expect(guesser).toMatchObject({ kind: 'too-many-attempts' });
    expect(family).toBe('opened');
    expect(otherStay).toBeUndefined();
  });

  it('gives the place back when the password could not be checked', async () => {
    // Prepare
    const { loginThrottle, deps } = setUp();
    // Act
    const fault = await checkWithinBudget(deps, 'stay#s1', '192.0.2.1', async () => {
      throw new Error('storage down');
    }).catch((error: unknown) => error);
    // Assess
    expect(fault).toMatchObject({ message: 'storage down' });
    expect(loginThrottle.held('stay#s1@192.0.2.1')).toBe(0);
    expect(loginThrottle.counted('stay#s1')).toBe(0);
  });
});
