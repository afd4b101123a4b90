import { describe, expect, it } from 'vitest';
import { hashPassword } from '#functions/domain/passwords.js';
import { messages } from '#shared/messages.js';
import { signInBase } from '#test/fixtures/sign-in.js';
import { signInAsAdmin } from './sign-in-as-admin.js';

const now = new Date('2026-07-01T10:00:00Z');

const setUp = async (tokenVersion?: number) => {
  const admin = {
    username: 'direction',
    password_hash: await hashPassword('x7Rk#2pQm9aZ'),
    created_at: now.toISOString(),
    ...(tokenVersion === undefined ? {} : { token_version: tokenVersion }),
  };
  const base = signInBase(now);
  const deps = {
    ...base,
    admins: { get: async (name: string) => (name === admin.username ? admin : undefined) },
  };
  return { deps, loginThrottle: base.loginThrottle, tokens: base.tokens };
};

describe('signInAsAdmin', () => {
  it("signs in with the account's password, in a token of the account's version", async () => {
    // Prepare
    const { deps, tokens, loginThrottle } = await setUp(7);
    // Act
    const answer = await signInAsAdmin(deps, {
      username: 'direction',
      password: 'x7Rk#2pQm9aZ',
      ip: '192.0.2.1',
    });
    // Assess
    expect(answer.message).toBe(messages.api.adminLoginSuccess);
    expect(await tokens.verify(answer.tokenAdmin)).toMatchObject({
      role: 'admin',
      username: 'direction',
      tokenVersion: 7,
    });
    expect(loginThrottle.held('admin#direction@192.0.2.1')).toBe(0);
  });

  it('gives an account made before versions existed a token of version 1', async () => {
    // Prepare
    const { deps, tokens } = await setUp();
    // Act
    const answer = await signInAsAdmin(deps, {
      username: 'direction',
      password: 'x7Rk#2pQm9aZ',
      ip: '192.0.2.1',
    });
    // Assess
    expect(await tokens.verify(answer.tokenAdmin)).toMatchObject({ tokenVersion: 1 });
  });

  it('refuses a wrong password and an unknown account alike, counting the name without case', async () => {
    // Prepare
    const { deps, loginThrottle } = await setUp();
    // Act
    const wrong = await signInAsAdmin(deps, {
      username: 'Direction',
      password: 'devine',
      ip: '192.0.2.1',
    }).catch((e: unknown) => e);
    const unknown = await signInAsAdmin(deps, { username: 'personne', password: 'x', ip: '192.0.2.1' }).catch(
      (e: unknown) => e,
    );
    // Assess
    for (const refusal of [wrong, unknown]) {
      expect(refusal).toMatchObject({ kind: 'unauthenticated', message: messages.api.adminLoginFailed });
    }
    expect(loginThrottle.counted('admin#direction@192.0.2.1')).toBe(1);
  });
});
