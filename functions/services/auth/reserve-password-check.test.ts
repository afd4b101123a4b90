import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { inMemoryLoginThrottle } from '../../../test/memory/login-attempts.js';
import { ServiceError } from '../service-error.js';
import { reservePasswordCheck } from './reserve-password-check.js';

const now = new Date('2026-07-01T10:00:00Z');

describe('reservePasswordCheck', () => {
  it("takes a check from the address's budget and from the target's ceiling", async () => {
    // Prepare
    const loginThrottle = inMemoryLoginThrottle();
    // Act
    await reservePasswordCheck({ loginThrottle, clock: () => now }, 'stay#s1', '192.0.2.1');
    // Assess
    expect(loginThrottle.failures('stay#s1#192.0.2.1')).toBe(1);
    expect(loginThrottle.failures('stay#s1')).toBe(1);
  });

  it('gives the check back when released (a right password)', async () => {
    // Prepare
    const loginThrottle = inMemoryLoginThrottle();
    const release = await reservePasswordCheck({ loginThrottle, clock: () => now }, 'stay#s1', '192.0.2.1');
    // Act
    await release();
    // Assess
    expect(loginThrottle.failures('stay#s1#192.0.2.1')).toBe(0);
  });

  it('refuses once the address used its budget, saying when to try again, in French', async () => {
    // Prepare
    const loginThrottle = inMemoryLoginThrottle();
    const deps = { loginThrottle, clock: () => now };
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await reservePasswordCheck(deps, 'stay#s1', '192.0.2.1');
    // Act
    const refusal = await reservePasswordCheck(deps, 'stay#s1', '192.0.2.1').catch((e: unknown) => e);
    const elsewhere = await reservePasswordCheck(deps, 'stay#s1', '192.0.2.99');
    // Assess
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({
      kind: 'too-many-attempts',
      message: messages.api.tooManyAttempts,
      extra: { retryAfterSeconds: LOGIN_WINDOW_SECONDS },
    });
    expect(elsewhere).toBeTypeOf('function');
  });
});
