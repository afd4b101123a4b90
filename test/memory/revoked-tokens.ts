/** Signed-out token ids in memory. */
import type { RevokedTokens } from '#functions/ports/stores/revoked-tokens.js';

export interface InMemoryRevokedTokens extends RevokedTokens {
  /** Token id → the expiry (epoch seconds) it is kept until. */
  readonly revoked: Map<string, number>;
}

export const inMemoryRevokedTokens = (): InMemoryRevokedTokens => {
  const revoked = new Map<string, number>();
  return {
    revoked,
    async revoke(token) {
      revoked.set(token.tokenId, token.expiresAt);
    },
    async isRevoked(tokenId) {
      return revoked.has(tokenId);
    },
  };
};
