/** Sign-out ends the token on the server too: a copy of it is refused from now on. */

import type { TokenIdentity } from '#functions/domain/tokens.js';
import type { RevokedTokens } from '#functions/ports/stores/revoked-tokens.js';
import { messages } from '#shared/messages.js';

export interface SignOutDeps {
  readonly revokedTokens: Pick<RevokedTokens, 'revoke'>;
}

export const signOut = async (
  deps: SignOutDeps,
  token: TokenIdentity,
): Promise<{ readonly message: string }> => {
  await deps.revokedTokens.revoke(token);
  return { message: messages.api.loggedOut };
};
