/**
 * The revoked-tokens port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/revoked-tokens.ts; functions/composition hands the implementation to those who take it.
 */
import type { TokenIdentity } from '#functions/domain/tokens.js';

export interface RevokedTokens {
  revoke(token: TokenIdentity): Promise<void>;
  isRevoked(tokenId: string): Promise<boolean>;
}
