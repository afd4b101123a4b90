/**
 * Who is calling, and may they call this route? The token itself is judged by the identifyCaller
 * use case (valid, not signed out, current version of its stay or account); here it is read from the
 * request and held against the route's roles.
 */

import type { ApiDeps } from '#functions/composition/api.js';
import type { Principal } from '#functions/domain/tokens.js';
import { identifyCaller } from '#functions/services/auth/identify-caller.js';
import { requireStayAccess } from '#functions/services/auth/require-stay-access.js';
import { ServiceError } from '#functions/services/service-error.js';
import type { RouteDef } from '#shared/api-routes.js';
import { messages } from '#shared/messages.js';

const bearer = (authorization: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
};

/**
 * The principal for this route, or a refusal (unauthenticated: no or bad token; forbidden: wrong
 * role). It reads nothing of the request but its token, so it runs before any input is validated:
 * an anonymous caller learns nothing of what a protected route expects. The stay is checked once the path is
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
    return token ? identifyCaller(deps, token) : undefined;
  }
  if (!token)
    throw new ServiceError('unauthenticated', messages.api.unauthenticated, { challenge: 'Bearer' });
  const principal = await identifyCaller(deps, token);
  if (!principal) {
    throw new ServiceError('unauthenticated', messages.api.invalidToken, {
      challenge: 'Bearer error="invalid_token"',
    });
  }
  if (!route.access.includes(principal.role)) throw new ServiceError('forbidden', messages.api.forbidden);
  return principal;
};

/** Administrators reach every stay; families and trainers only the stay of their token. */
export const assertStayAccess = requireStayAccess;
