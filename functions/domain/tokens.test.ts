import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_TTL_SECONDS, STAY_TOKEN_TTL_SECONDS } from '#shared/limits.js';
import { createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('token service', () => {
  it('round-trips a stay token with its role, stay and version', async () => {
    // Prepare
    const tokens = createTokenService(SECRET, 'portail-photos', () => new Date());
    // Act
    const principal = await tokens.verify(await tokens.issueStayToken('formateur', 'stay1', 3));
    // Assess
    expect(principal).toEqual({
      role: 'formateur',
      stageId: 'stay1',
      tokenVersion: 3,
      tokenId: expect.any(String),
      expiresAt: expect.any(Number),
    });
  });

  it("round-trips an admin token with its account's version, and a distinct id per token", async () => {
    const now = new Date('2026-07-01T10:00:00Z');
    const tokens = createTokenService(SECRET, 'portail-photos', () => now);
    const first = await tokens.verify(await tokens.issueAdminToken('claire', 4));
    const second = await tokens.verify(await tokens.issueAdminToken('claire', 4));
    expect(first).toEqual({
      role: 'admin',
      username: 'claire',
      tokenVersion: 4,
      tokenId: expect.any(String),
      expiresAt: now.getTime() / 1000 + ADMIN_TOKEN_TTL_SECONDS,
    });
    expect(second?.tokenId).not.toBe(first?.tokenId);
  });

  it('refuses a token from another issuer', async () => {
    const other = createTokenService(SECRET, 'someone-else', () => new Date());
    const tokens = createTokenService(SECRET, 'portail-photos', () => new Date());
    expect(await tokens.verify(await other.issueStayToken('stagiaire', 's', 1))).toBeUndefined();
  });

  it('refuses a stay token once its lifetime is over', async () => {
    // Prepare
    let now = new Date('2026-07-01T10:00:00Z');
    const tokens = createTokenService(SECRET, 'portail-photos', () => now);
    const token = await tokens.issueStayToken('stagiaire', 's', 1);
    // Act
    now = new Date(now.getTime() + (STAY_TOKEN_TTL_SECONDS + 1) * 1000);
    // Assess
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses garbage and alg none', async () => {
    const tokens = createTokenService(SECRET, 'portail-photos', () => new Date());
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"admin","sub":"admin:x"}').toString('base64url')}.`;
    expect(await tokens.verify('not-a-token')).toBeUndefined();
    expect(await tokens.verify(none)).toBeUndefined();
  });
});
