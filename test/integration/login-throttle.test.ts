import { beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '#functions/adapters/stores/login-attempts.js';
import { createApp } from '#functions/http/app.js';
import type { CheckPlace, LoginThrottle } from '#functions/ports/stores/login-attempts.js';
import {
  LOGIN_ATTACK_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_UNDER_ATTACK,
  LOGIN_WINDOW_SECONDS,
} from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { createTestStack, type TestStack } from '../helpers/test-stack.js';

describe('login throttle (DynamoDB)', () => {
  let throttle: LoginThrottle;
  const t0 = new Date('2026-07-01T10:00:00Z');
  const later = (seconds: number): Date => new Date(t0.getTime() + seconds * 1000);

  const placeOf = async (key: string, at: Date): Promise<CheckPlace> => {
    const outcome = await throttle.takePlace(key, LOGIN_MAX_FAILURES, at);
    if (outcome.kind !== 'taken') throw new Error(`No place: ${outcome.kind}`);
    return outcome.place;
  };

  beforeAll(async () => {
    const stack = await createTestStack();
    throttle = createLoginThrottle(stack.deps.clients.dynamo, stack.names.tables.loginAttempts);
  });

  it('keeps the failures of a full budget until the window ends, saying how long is left', async () => {
    const key = 'stay#a@192.0.2.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await (await placeOf(key, later(i))).keep();
    expect(await throttle.takePlace(key, LOGIN_MAX_FAILURES, later(50))).toEqual({
      kind: 'full',
      retryAfter: LOGIN_WINDOW_SECONDS - 50,
    });
    expect((await throttle.takePlace(key, LOGIN_MAX_FAILURES, later(LOGIN_WINDOW_SECONDS + 1))).kind).toBe(
      'taken',
    );
  });

  it('gives a released place back, so right passwords use no budget', async () => {
    const key = 'stay#b@192.0.2.1';
    for (let i = 0; i < 3 * LOGIN_MAX_FAILURES; i += 1) await (await placeOf(key, later(i))).release();
    expect((await throttle.takePlace(key, LOGIN_MAX_FAILURES, later(100))).kind).toBe('taken');
  });

  it('answers busy, not full, while checks in progress hold every place, and frees one when it ends', async () => {
    // Prepare: every place held by a check still running.
    const key = 'stay#c@192.0.2.1';
    const running = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) running.push(await placeOf(key, later(0)));
    // Act
    const whileRunning = await throttle.takePlace(key, LOGIN_MAX_FAILURES, later(1));
    await running[0]?.release();
    const afterOneEnded = await throttle.takePlace(key, LOGIN_MAX_FAILURES, later(2));
    // Assess
    expect(whileRunning).toEqual({ kind: 'busy' });
    expect(afterOneEnded.kind).toBe('taken');
  });

  it("totals a stay's failures from everywhere within the window, and never refuses", async () => {
    for (let i = 0; i < 3; i += 1) await throttle.countFailure('stay#d', later(i));
    expect(await throttle.failures('stay#d', later(10))).toBe(3);
    expect(await throttle.failures('stay#d', later(LOGIN_WINDOW_SECONDS + 1))).toBe(0);
    await throttle.countFailure('stay#d', later(LOGIN_WINDOW_SECONDS + 2));
    expect(await throttle.failures('stay#d', later(LOGIN_WINDOW_SECONDS + 3))).toBe(1);
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

  /** A sign-in as CloudFront forwards it: the viewer's address with its port, IPv6 unbracketed. */
  const signIn = (stayId: string, password: string, address: string) =>
    app.request('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ stageId: stayId, password }),
      headers: {
        'content-type': 'application/json',
        'x-origin-verify': 'cloudfront-secret',
        'cloudfront-viewer-address': `${address}:4000`,
      },
    });
  const login = async (stayId: string, password: string, address: string) =>
    (await signIn(stayId, password, address)).status;

  it('does not let 5 wrong tries from each of 21 addresses keep the right passwords out', async () => {
    // Prepare
    const stay = await stack.createStay();
    // Act: the addresses guess at once, each one try after the other.
    const attack = await Promise.all(
      Array.from({ length: 21 }, async (_, a) => {
        const statuses = [];
        for (let i = 0; i < 5; i += 1) statuses.push(await login(stay.id, `essai-${a}-${i}`, `10.0.${a}.1`));
        return statuses;
      }),
    );
    const family = await login(stay.id, stay.mdp_stagiaire, '192.0.2.30');
    const director = await login(stay.id, stay.mdp_formateur, '192.0.2.31');
    // A family that mistypes during the attack still gets in on its next try.
    const typo = await login(stay.id, 'faute de frappe', '192.0.2.32');
    const afterTypo = await login(stay.id, stay.mdp_stagiaire, '192.0.2.32');
    // Assess
    expect(attack.flat().every((status) => status === 401 || status === 429)).toBe(true);
    expect([family, director, typo, afterTypo]).toEqual([200, 200, 401, 200]);
  });

  it('lets a guessing address try fewer passwords once the stay is guessed at from everywhere', async () => {
    // Prepare: more failures than the attack threshold, one address after the other.
    const stay = await stack.createStay();
    const addresses = Math.ceil(LOGIN_ATTACK_FAILURES / LOGIN_MAX_FAILURES);
    for (let a = 0; a < addresses; a += 1) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login(stay.id, `essai-${i}`, `10.1.${a}.1`);
    }
    // Act
    const guesses = [];
    for (let i = 0; i <= LOGIN_MAX_FAILURES_UNDER_ATTACK; i += 1) {
      guesses.push(await login(stay.id, `autre-${i}`, '10.2.0.1'));
    }
    // Assess
    expect(guesses).toEqual([...Array(LOGIN_MAX_FAILURES_UNDER_ATTACK).fill(401), 429]);
    expect(await login(stay.id, stay.mdp_stagiaire, '10.2.0.2')).toBe(200);
  });

  it('accepts 20 parallel right sign-ins from one address, again and again', async () => {
    // Prepare: departure day, one school address, family and trainer passwords mixed.
    const stay = await stack.createStay();
    const passwords = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 0 ? stay.mdp_formateur : stay.mdp_stagiaire,
    );
    // Act
    const rounds = [];
    for (let round = 0; round < 3; round += 1) {
      rounds.push(await Promise.all(passwords.map((password) => login(stay.id, password, '192.0.2.40'))));
    }
    // Assess
    expect(rounds.flat()).toEqual(Array(60).fill(200));
  });

  it('checks no more than the budget of a 40-guess burst from one address, and refuses the rest in French', async () => {
    // Prepare
    const stay = await stack.createStay();
    // Act
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(stay.id, `faux-${i}`, '198.51.100.7')),
    );
    const rightFromGuesser = await login(stay.id, stay.mdp_stagiaire, '198.51.100.7');
    const rightElsewhere = await login(stay.id, stay.mdp_stagiaire, '198.51.100.8');
    // Assess
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(40 - LOGIN_MAX_FAILURES);
    for (const answer of refused) {
      expect(await answer.json()).toEqual({ message: messages.api.tooManyAttempts });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The guessing address is refused before its password is read, right or wrong.
    expect(rightFromGuesser).toBe(429);
    expect(rightElsewhere).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one address', async () => {
    // Prepare
    const stay = await stack.createStay();
    // Act: each guess from another address of the same /64.
    for (let i = 1; i <= LOGIN_MAX_FAILURES; i += 1) {
      expect(await login(stay.id, `essai-${i}`, `2001:db8:77:1::${i.toString(16)}`)).toBe(401);
    }
    const sameNetwork = await login(stay.id, 'encore', '2001:db8:77:1:ffff:ffff:ffff:fffe');
    const nextNetwork = await login(stay.id, stay.mdp_stagiaire, '2001:db8:77:2::1');
    // Assess
    expect(sameNetwork).toBe(429);
    expect(nextNetwork).toBe(200);
  });

  it('does not let a stranger lock out the families and trainers at another address', async () => {
    const stay = await stack.createStay();
    for (let i = 0; i < LOGIN_MAX_FAILURES + 3; i += 1) await login(stay.id, 'devine', '203.0.113.66');
    expect(await login(stay.id, stay.mdp_formateur, '192.0.2.10')).toBe(200);
    expect(await login(stay.id, stay.mdp_stagiaire, '192.0.2.10')).toBe(200);
  });

  it('lets a camp address sign in again and again without using up its budget', async () => {
    const stay = await stack.createStay();
    for (let i = 0; i < 2 * LOGIN_MAX_FAILURES; i += 1) {
      expect(await login(stay.id, stay.mdp_stagiaire, '192.0.2.20')).toBe(200);
    }
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) {
      expect(await login(stay.id, 'faute de frappe', '192.0.2.20')).toBe(401);
    }
    expect(await login(stay.id, stay.mdp_formateur, '192.0.2.20')).toBe(200);
  });
});
