import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_MAX_AGE_MS, rememberInterruptedAction, takeInterruptedAction } from './resume-action';
import {
  forgetSignInReason,
  rememberSignInReason,
  SIGN_IN_REASON_MAX_AGE_MS,
  signInReason,
} from './sign-in-reason';

/** This tab's session storage, in memory. */
const tabStorage = () => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
};

const NOW = Date.parse('2026-07-25T12:00:00Z');
const GALLERY = '/stage-details/s1';

describe('interrupted actions', () => {
  beforeEach(tabStorage);
  afterEach(() => vi.unstubAllGlobals());

  it('gives the zip back once, to the page that asked for it', () => {
    // Prepare
    rememberInterruptedAction(GALLERY, { kind: 'archive', stageId: 's1', photoIds: ['p1', 'p2'] }, NOW);
    // Act
    const elsewhere = takeInterruptedAction('/stage-details/s2', NOW + 1000);
    const here = takeInterruptedAction(GALLERY, NOW + 1000);
    const again = takeInterruptedAction(GALLERY, NOW + 2000);
    // Assess
    expect(elsewhere).toBeNull();
    expect(here).toEqual({ kind: 'archive', stageId: 's1', photoIds: ['p1', 'p2'] });
    expect(again).toBeNull();
  });

  it('forgets an action left too long', () => {
    // Prepare
    rememberInterruptedAction(GALLERY, { kind: 'archive', stageId: 's1' }, NOW);
    // Act
    const late = takeInterruptedAction(GALLERY, NOW + RESUME_MAX_AGE_MS + 1);
    // Assess
    expect(late).toBeNull();
    expect(takeInterruptedAction(GALLERY, NOW)).toBeNull();
  });
});

describe('sign-in reasons', () => {
  beforeEach(tabStorage);
  afterEach(() => vi.unstubAllGlobals());

  it("shows the reason to the sign-in page of the refused session's kind only, until forgotten", () => {
    // Prepare
    rememberSignInReason('stay', 'Session invalide ou expirée. Veuillez vous reconnecter.', NOW);
    // Act + Assess
    expect(signInReason('admin', NOW)).toBeNull();
    expect(signInReason('stay', NOW + 1000)).toBe('Session invalide ou expirée. Veuillez vous reconnecter.');
    forgetSignInReason();
    expect(signInReason('stay', NOW + 1000)).toBeNull();
  });

  it('says nothing of an old refusal', () => {
    // Prepare
    rememberSignInReason('admin', 'Session invalide ou expirée. Veuillez vous reconnecter.', NOW);
    // Act + Assess
    expect(signInReason('admin', NOW + SIGN_IN_REASON_MAX_AGE_MS + 1)).toBeNull();
  });
});
