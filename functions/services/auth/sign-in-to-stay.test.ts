import { describe, expect, it } from 'vitest';
import type { StayRecord } from '#functions/domain/stay.js';
import { messages } from '#shared/messages.js';
import { signInBase } from '#test/fixtures/sign-in.js';
import { signInToStay } from './sign-in-to-stay.js';

const now = new Date('2026-07-01T10:00:00Z');
const stay = {
  id: 'st-1',
  mdp_stagiaire: 'famille-8Q!',
  mdp_formateur: 'equipe-3Z?',
  token_version: 4,
} as StayRecord;

const setUp = () => {
  const base = signInBase(now);
  const deps = {
    ...base,
    stays: { get: async (id: string) => (id === stay.id ? stay : undefined) },
  };
  return { deps, loginThrottle: base.loginThrottle, tokens: base.tokens };
};

describe('signInToStay', () => {
  it.each([
    ['famille-8Q!', 'stagiaire'],
    ['equipe-3Z?', 'formateur'],
  ] as const)('opens the role of the password %s, with the stay token version', async (password, role) => {
    // Prepare
    const { deps, tokens } = setUp();
    // Act
    const answer = await signInToStay(deps, { stageId: 'st-1', password, ip: '192.0.2.1' });
    // Assess
    expect(answer).toMatchObject({ userRole: role, stageId: 'st-1', message: messages.api.loginSuccess });
    expect(await tokens.verify(answer.token)).toMatchObject({ role, stageId: 'st-1', tokenVersion: 4 });
  });

  it('uses no budget for a right password', async () => {
    // Prepare
    const { deps, loginThrottle } = setUp();
    // Act
    await signInToStay(deps, { stageId: 'st-1', password: 'famille-8Q!', ip: '192.0.2.1' });
    // Assess
    expect(loginThrottle.held('stay#st-1@192.0.2.1')).toBe(0);
    expect(loginThrottle.counted('stay#st-1')).toBe(0);
  });

  it('refuses an unknown stay and a wrong password alike, and counts each as a failure', async () => {
    // Prepare
    const { deps, loginThrottle } = setUp();
    // Act
    const wrong = await signInToStay(deps, { stageId: 'st-1', password: 'devine', ip: '192.0.2.1' }).catch(
      (e: unknown) => e,
    );
    const unknown = await signInToStay(deps, {
      stageId: 'st-404',
      password: 'famille-8Q!',
      ip: '192.0.2.1',
    }).catch((e: unknown) => e);
    // Assess
    for (const refusal of [wrong, unknown]) {
      expect(refusal).toMatchObject({ kind: 'unauthenticated', message: messages.api.wrongPassword });
    }
    expect(loginThrottle.counted('stay#st-1@192.0.2.1')).toBe(1);
    expect(loginThrottle.counted('stay#st-404@192.0.2.1')).toBe(1);
  });

  it('tells whoever knows a password that the stay is closed, and strangers nothing more', async () => {
    // Prepare
    const { deps } = setUp();
    const closed = { ...stay, cloture_le: '2026-09-01T08:00:00.000Z' };
    const closedDeps = {
      ...deps,
      stays: { get: async (id: string) => (id === stay.id ? closed : undefined) },
    };
    // Act
    const right = await signInToStay(closedDeps, {
      stageId: 'st-1',
      password: 'equipe-3Z?',
      ip: '192.0.2.1',
    }).catch((e: unknown) => e);
    const wrong = await signInToStay(closedDeps, {
      stageId: 'st-1',
      password: 'devine',
      ip: '192.0.2.1',
    }).catch((e: unknown) => e);
    // Assess
    expect(right).toMatchObject({ kind: 'forbidden', message: messages.api.stayClosed });
    expect(wrong).toMatchObject({ kind: 'unauthenticated', message: messages.api.wrongPassword });
  });
});
