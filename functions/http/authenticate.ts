/**
 * Who is calling, and may they call this route? Tokens are checked with jose, then must not have
 * been signed out, and must still carry the current token version of their stay (changed passwords
 * end old sessions) or of their administrator account (a reset or a deleted account ends them).
 */
import type { RouteDef } from '../../shared/api-routes.js';
import { messages } from '../../shared/messages.js';
import type { ApiDeps } from '../composition/api.js';
import { adminTokenVersion } from '../domain/people.js';
import type { Principal } from '../domain/tokens.js';
import { ServiceError } from '../services/service-error.js';

const bearer = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
};

const currentVersion = async (deps: ApiDeps, principal: Principal): Promise<number | undefined> => {
  if (principal.role === 'admin') {
    const admin = await deps.admins.get(principal.username);
    return admin ? adminTokenVersion(admin) : undefined;
  }
  return (await deps.stages.get(principal.stageId))?.token_version;
};

const resolve = async (deps: ApiDeps, token: string): Promise<Principal | undefined> => {
  const principal = await deps.tokens.verify(token);
  if (!principal) return undefined;
  const [revoked, version] = await Promise.all([
    deps.revokedTokens.isRevoked(principal.tokenId),
    currentVersion(deps, principal),
  ]);
  return !revoked && version === principal.tokenVersion ? principal : undefined;
};

/**
 * The principal for this route, or a refusal (unauthenticated: no or bad token; forbidden: wrong role). It reads
 * nothing of the request but its token, so it runs before any input is validated: an anonymous
 * caller learns nothing of what a protected route expects. The stay is checked once the path is
 * valid (assertStayAccess).
 */
export const authenticate = async (
  deps: ApiDeps,
  route: RouteDef,
  authorization: string | undefined,
): Promise<Principal | undefined> => {
  const token = bearer(authorization);
  if (route.access === 'public') {
    // A public route may serve more to a valid token (administrators see every stay); a bad token
    // simply counts as no token there.
    return token ? resolve(deps, token) : undefined;
  }
  if (!token)
    throw new ServiceError('unauthenticated', messages.api.unauthenticated, { challenge: 'Bearer' });
  const principal = await resolve(deps, token);
  if (!principal) {
    throw new ServiceError('unauthenticated', messages.api.invalidToken, {
      challenge: 'Bearer error="invalid_token"',
    });
  }
  if (!route.access.includes(principal.role)) throw new ServiceError('forbidden', messages.api.forbidden);
  return principal;
};

/** Administrators reach every stay; families and trainers only the stay of their token. */
export const assertStayAccess = (principal: Principal, stageId: string | undefined): void => {
  if (principal.role === 'admin') return;
  if (stageId === undefined || principal.stageId !== stageId)
    throw new ServiceError('forbidden', messages.api.forbidden);
};
