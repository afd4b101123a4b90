import { describe, expect, it } from 'vitest';
import type { AdminRecord } from '#functions/domain/people.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { createTokenService } from '#functions/domain/tokens.js';
import { inMemoryRevokedTokens } from '#test/memory/revoked-tokens.js';
import { identifyCaller } from './identify-caller.js';

const now = new Date('2026-07-01T10:00:00Z');

const setUp = () => {
  const stays = new Map<string, StayRecord>([['st-1', { id: 'st-1', token_version: 2 } as StayRecord]]);
  const admins = new Map<string, AdminRecord>([
    ['direction', { username: 'direction', password_hash: '', created_at: '', token_version: 3 }],
  ]);
  const revokedTokens = inMemoryRevokedTokens();
  const tokens = createTokenService('x'.repeat(32), 'portail-test', () => now);
  const deps = {
    tokens,
    revokedTokens,
    stays: { get: async (id: string) => stays.get(id) },
    admins: { get: async (name: string) => admins.get(name) },
  };
  return { deps, stays, admins, tokens, revokedTokens };
};

describe('identifyCaller', () => {
  it('names the caller of a token in force', async () => {
    // Prepare
    const { deps, tokens } = setUp();
    // Act
    const director = await identifyCaller(deps, await tokens.issueStayToken('formateur', 'st-1', 2));
    const admin = await identifyCaller(deps, await tokens.issueAdminToken('direction', 3));
    // Assess
    expect(director).toMatchObject({ role: 'formateur', stageId: 'st-1' });
    expect(admin).toMatchObject({ role: 'admin', username: 'direction' });
  });

  it('refuses a signed-out token', async () => {
    // Prepare
    const { deps, tokens, revokedTokens } = setUp();
    const token = await tokens.issueStayToken('stagiaire', 'st-1', 2);
    const principal = await tokens.verify(token);
    if (principal) await revokedTokens.revoke(principal);
    // Act
    const caller = await identifyCaller(deps, token);
    // Assess
    expect(caller).toBeUndefined();
  });

  it('refuses a token of an older version of its stay or account, or of a deleted account', async () => {
    // Prepare
    const { deps, tokens, admins } = setUp();
    const oldStay = await tokens.issueStayToken('stagiaire', 'st-1', 1);
    const oldAdmin = await tokens.issueAdminToken('direction', 2);
    const goneAdmin = await tokens.issueAdminToken('ancien', 1);
    admins.delete('ancien');
    // Act
    const callers = await Promise.all([oldStay, oldAdmin, goneAdmin].map((t) => identifyCaller(deps, t)));
    // Assess
    expect(callers).toEqual([undefined, undefined, undefined]);
  });

  it("checks a stay token against its own role's version only", async () => {
    // Prepare: the family password changed once since the stay was at version 2.
    const { deps, stays, tokens } = setUp();
    stays.set('st-1', { id: 'st-1', token_version: 2, role_token_versions: { stagiaire: 3 } } as StayRecord);
    // Act
    const oldFamily = await identifyCaller(deps, await tokens.issueStayToken('stagiaire', 'st-1', 2));
    const newFamily = await identifyCaller(deps, await tokens.issueStayToken('stagiaire', 'st-1', 3));
    const director = await identifyCaller(deps, await tokens.issueStayToken('formateur', 'st-1', 2));
    // Assess
    expect(oldFamily).toBeUndefined();
    expect(newFamily).toMatchObject({ role: 'stagiaire' });
    expect(director).toMatchObject({ role: 'formateur' });
  });

  it('refuses every token of a closed stay, even one carrying its current version', async () => {
    // Prepare: a stay marked closed whose version a restore brought back to the tokens' own.
    const { deps, stays, tokens } = setUp();
    stays.set('st-1', { id: 'st-1', token_version: 2, cloture_le: now.toISOString() } as StayRecord);
    // Act
    const family = await identifyCaller(deps, await tokens.issueStayToken('stagiaire', 'st-1', 2));
    const admin = await identifyCaller(deps, await tokens.issueAdminToken('direction', 3));
    // Assess
    expect(family).toBeUndefined();
    expect(admin).toMatchObject({ role: 'admin' });
  });

  it('refuses a forged token', async () => {
    // Prepare
    const { deps } = setUp();
    const forger = createTokenService('y'.repeat(32), 'portail-test', () => now);
    // Act
    const caller = await identifyCaller(deps, await forger.issueAdminToken('direction', 3));
    // Assess
    expect(caller).toBeUndefined();
  });
});
