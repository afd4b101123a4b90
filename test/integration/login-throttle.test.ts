import { beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, type LoginThrottle } from '../../functions/adapters/login-attempts.js';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '../../shared/limits.js';
import { createTestStack } from '../helpers/test-stack.js';

describe('login throttle (DynamoDB)', () => {
  let throttle: LoginThrottle;
  const t0 = new Date('2026-07-01T10:00:00Z');
  const later = (seconds: number): Date => new Date(t0.getTime() + seconds * 1000);

  beforeAll(async () => {
    const stack = await createTestStack();
    throttle = createLoginThrottle(stack.deps.clients.dynamo, stack.names.tables.loginAttempts);
  });

  it('locks after the fifth failure within the window, for fifteen minutes', async () => {
    // Prepare
    const key = 'stay#a#1.2.3.4';
    // Act
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await throttle.recordFailure(key, later(i * 10));
    // Assess
    expect(await throttle.lockedFor(key, later(50))).toBeGreaterThan(LOGIN_LOCK_SECONDS - 60);
    expect(await throttle.lockedFor(key, later(40 + LOGIN_LOCK_SECONDS + 1))).toBe(0);
  });

  it('does not lock failures spread over more than the window', async () => {
    const key = 'stay#b#1.2.3.4';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await throttle.recordFailure(key, later(i * (LOGIN_WINDOW_SECONDS / 2 + 1)));
    }
    expect(await throttle.lockedFor(key, later(LOGIN_MAX_FAILURES * LOGIN_WINDOW_SECONDS))).toBe(0);
  });

  it('keeps addresses and stays apart, and forgets failures after a success', async () => {
    const key = 'stay#c#1.2.3.4';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) await throttle.recordFailure(key, later(i));
    await throttle.reset(key);
    await throttle.recordFailure(key, later(10));
    expect(await throttle.lockedFor(key, later(11))).toBe(0);
    expect(await throttle.lockedFor('stay#c#5.6.7.8', later(11))).toBe(0);
  });
});
