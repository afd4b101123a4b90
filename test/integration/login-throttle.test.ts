import { beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, type LoginThrottle } from '../../functions/adapters/stores/login-attempts.js';
import { createApp } from '../../functions/http/app.js';
import { LOGIN_MAX_FAILURES, LOGIN_TARGET_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '../../shared/limits.js';
import { createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('login throttle (DynamoDB)', () => {
  let throttle: LoginThrottle;
  const t0 = new Date('2026-07-01T10:00:00Z');
  const later = (seconds: number): Date => new Date(t0.getTime() + seconds * 1000);
  const bucket = (key: string) => [{ key, limit: LOGIN_MAX_FAILURES }];

  beforeAll(async () => {
    const stack = await createTestStack();
    throttle = createLoginThrottle(stack.deps.clients.dynamo, stack.names.tables.loginAttempts);
  });

  it('refuses the check after the limit within the window, until the window ends', async () => {
    const key = 'stay#a#1.2.3.4';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await throttle.reserve(bucket(key), later(i * 10))).ok).toBe(true);
    }
    const refused = await throttle.reserve(bucket(key), later(50));
    expect(refused).toEqual({ ok: false, retryAfter: LOGIN_WINDOW_SECONDS - 50 });
    expect((await throttle.reserve(bucket(key), later(LOGIN_WINDOW_SECONDS + 1))).ok).toBe(true);
  });

  it('gives a released check back, so successes use no budget', async () => {
    const key = 'stay#b#1.2.3.4';
    for (let i = 0; i < 3 * LOGIN_MAX_FAILURES; i += 1) {
      const reservation = await throttle.reserve(bucket(key), later(i));
      expect(reservation.ok).toBe(true);
      if (reservation.ok) await reservation.release();
    }
    expect((await throttle.reserve(bucket(key), later(100))).ok).toBe(true);
  });

  it('takes nothing from the first bucket when the second is full', async () => {
    const address = 'stay#c#1.2.3.4';
    const ceiling = { key: 'stay#c', limit: 1 };
    expect((await throttle.reserve([ceiling], later(0))).ok).toBe(true);
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i += 1) {
      expect(
        (await throttle.reserve([{ key: address, limit: LOGIN_MAX_FAILURES }, ceiling], later(1))).ok,
      ).toBe(false);
    }
    expect((await throttle.reserve(bucket(address), later(2))).ok).toBe(true);
  });
});

describe('sign-in throttling through the API', () => {
  let stack: TestStack;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    stack = await createTestStack();
    // The cloud configuration: CloudFront's viewer address is trusted with the secret header.
    app = createApp({ ...stack.deps, originVerify: 'cloudfront-secret' });
  });

  const login = async (stageId: string, password: string, address: string) => {
    const answer = await app.request('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ stageId, password }),
      headers: {
        'content-type': 'application/json',
        'x-origin-verify': 'cloudfront-secret',
        'cloudfront-viewer-address': `${address}:4000`,
      },
    });
    return answer.status;
  };

  it('checks at most the allowed number of 40 parallel guesses, and no 200 once the limit is reached', async () => {
    // Prepare: 39 wrong guesses and the right one, all at once from one address.
    const stage = await stack.createStage();
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 20 ? stage.mdp_stagiaire : `faux-${i}`));
    // Act
    const statuses = await Promise.all(guesses.map((guess) => login(stage.id, guess, '198.51.100.7')));
    const afterwards = await login(stage.id, stage.mdp_stagiaire, '198.51.100.7');
    // Assess: five wrong guesses checked at most (the right one, if checked, gives its check back).
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(401)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(count(401) + count(200)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES + 1);
    expect(count(429)).toBe(40 - count(401) - count(200));
    // Which guesses are checked first is up to the scheduler: when the right one was among them, only
    // the failures counted, and the budget is spent only once they reach the limit.
    expect(afterwards).toBe(count(401) >= LOGIN_MAX_FAILURES ? 429 : 200);
  });

  it('does not let a stranger lock out the families and trainers at another address', async () => {
    const stage = await stack.createStage();
    for (let i = 0; i < LOGIN_MAX_FAILURES + 3; i += 1) await login(stage.id, 'devine', '203.0.113.66');
    expect(await login(stage.id, stage.mdp_formateur, '192.0.2.10')).toBe(200);
    expect(await login(stage.id, stage.mdp_stagiaire, '192.0.2.10')).toBe(200);
  });

  it('lets a camp address sign in again and again without using up its budget', async () => {
    const stage = await stack.createStage();
    for (let i = 0; i < 2 * LOGIN_MAX_FAILURES; i += 1) {
      expect(await login(stage.id, stage.mdp_stagiaire, '192.0.2.20')).toBe(200);
    }
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) {
      expect(await login(stage.id, 'faute de frappe', '192.0.2.20')).toBe(401);
    }
    expect(await login(stage.id, stage.mdp_formateur, '192.0.2.20')).toBe(200);
  });

  it('stops guesses spread over many addresses at the stay ceiling', async () => {
    const stage = await stack.createStage();
    const addresses = LOGIN_TARGET_MAX_FAILURES / LOGIN_MAX_FAILURES;
    // One address after the other: the emulator does not serialise parallel updates of one item.
    for (let a = 0; a < addresses; a += 1) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect(await login(stage.id, `essai-${i}`, `10.0.${a}.1`)).toBe(401);
      }
    }
    expect(await login(stage.id, stage.mdp_stagiaire, '10.9.9.9')).toBe(429);
  });
});
