/**
 * Who a bearer token names, if anyone. The token must be valid (signature, issuer, audience,
 * expiry), not signed out, and still carry the current token version of its role in its stay (a
 * changed password ends the sessions opened with it) or of its administrator account (a reset or a
 * deleted account ends them), in a stay not closed.
 */

import { adminTokenVersion } from '#functions/domain/people.js';
import { stayTokenVersion } from '#functions/domain/stay.js';
import type { Principal, TokenService } from '#functions/domain/tokens.js';
import type { AdminStore } from '#functions/ports/stores/admins.js';
import type { RevokedTokens } from '#functions/ports/stores/revoked-tokens.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';

export interface IdentifyCallerDeps {
  readonly tokens: Pick<TokenService, 'verify'>;
  readonly revokedTokens: Pick<RevokedTokens, 'isRevoked'>;
  readonly admins: Pick<AdminStore, 'get'>;
  readonly stays: Pick<StayRepository, 'get'>;
}

/** The version tokens of this principal's stay or account must carry; undefined when it is gone. */
const currentVersion = async (
  deps: IdentifyCallerDeps,
  principal: Principal,
): Promise<number | undefined> => {
  if (principal.role === 'admin') {
    const admin = await deps.admins.get(principal.username);
    return admin ? adminTokenVersion(admin) : undefined;
  }
  const stay = await deps.stays.get(principal.stageId);
  // Closing a stay raised its versions already; a closed stay is refused all the same, whatever
  // token a bug or a restore might bring back.
  return stay && !stay.cloture_le ? stayTokenVersion(stay, principal.role) : undefined;
};

/** The principal of a token still in force, or undefined for any other token. */
export const identifyCaller = async (
  deps: IdentifyCallerDeps,
  token: string,
): Promise<Principal | undefined> => {
  const principal = await deps.tokens.verify(token);
  if (!principal) return undefined;
  // One read more per request, made alongside the one the version needs anyway.
  const [revoked, version] = await Promise.all([
    deps.revokedTokens.isRevoked(principal.tokenId),
    currentVersion(deps, principal),
  ]);
  return !revoked && version === principal.tokenVersion ? principal : undefined;
};
