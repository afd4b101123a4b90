import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryRevokedTokens } from '#test/memory/revoked-tokens.js';
import { signOut } from './sign-out.js';

describe('signOut', () => {
  it('revokes the token until its own expiry', async () => {
    // Prepare
    const revokedTokens = inMemoryRevokedTokens();
    // Act
    const answer = await signOut({ revokedTokens }, { tokenId: 'jti-1', expiresAt: 1_790_000_000 });
    // Assess
    expect(answer).toEqual({ message: messages.api.loggedOut });
    expect(revokedTokens.revoked.get('jti-1')).toBe(1_790_000_000);
  });
});
