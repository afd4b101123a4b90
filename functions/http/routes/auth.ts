/** Sign-in: stay passwords for families and trainers, accounts for administrators. */
import { LOGIN_MAX_FAILURES, LOGIN_TARGET_MAX_FAILURES } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import type { StayRole } from '../../../shared/roles.js';
import type { ApiDeps } from '../../composition/api.js';
import { DUMMY_HASH, sharedSecretMatches, verifyPassword } from '../../domain/passwords.js';
import { adminTokenVersion } from '../../domain/people.js';
import type { StageRecord } from '../../domain/stage.js';
import { ServiceError } from '../../services/service-error.js';
import type { RouteHandlers } from '../route-handler.js';

/** Which role a stay password opens, if any. Both comparisons always run (constant time). */
const roleForPassword = (stage: StageRecord | undefined, password: string): StayRole | undefined => {
  const family = sharedSecretMatches(password, stage?.mdp_stagiaire ?? '\u0000');
  const trainer = sharedSecretMatches(password, stage?.mdp_formateur ?? '\u0000');
  if (!stage) return undefined;
  if (trainer) return 'formateur';
  return family ? 'stagiaire' : undefined;
};

/**
 * Takes one check from the address's budget and from the target's ceiling before any password is
 * compared; a full budget answers 429 without checking anything. The reservation is the failure: a
 * wrong password keeps it, a right one gives it back.
 */
const reserveCheck = async (deps: ApiDeps, target: string, ip: string): Promise<() => Promise<void>> => {
  const outcome = await deps.loginThrottle.reserve(
    [
      { key: `${target}#${ip}`, limit: LOGIN_MAX_FAILURES },
      { key: target, limit: LOGIN_TARGET_MAX_FAILURES },
    ],
    deps.clock(),
  );
  if (!outcome.ok) {
    throw new ServiceError('too-many-attempts', messages.api.tooManyAttempts, {
      retryAfterSeconds: outcome.retryAfter,
    });
  }
  return outcome.release;
};

export const authHandlers: RouteHandlers<'login' | 'loginAdmin' | 'logout' | 'verifyToken'> = {
  async login({ body, ip }, deps) {
    const release = await reserveCheck(deps, `stay#${body.stageId}`, ip);
    const stage = await deps.stages.get(body.stageId);
    const role = roleForPassword(stage, body.password);
    // An unknown stay and a wrong password get the same answer, so ids cannot be probed.
    if (!stage || !role) throw new ServiceError('unauthenticated', messages.api.wrongPassword);
    await release();
    const token = await deps.tokens.issueStayToken(role, stage.id, stage.token_version);
    return { body: { token, userRole: role, stageId: stage.id, message: messages.api.loginSuccess } };
  },

  async loginAdmin({ body, ip }, deps) {
    const release = await reserveCheck(deps, `admin#${body.username.toLowerCase()}`, ip);
    const admin = await deps.admins.get(body.username);
    // Hash even for an unknown account so timing does not tell which accounts exist.
    const valid = await verifyPassword(body.password, admin?.password_hash ?? DUMMY_HASH);
    if (!admin || !valid) throw new ServiceError('unauthenticated', messages.api.adminLoginFailed);
    await release();
    const tokenAdmin = await deps.tokens.issueAdminToken(admin.username, adminTokenVersion(admin));
    return { body: { tokenAdmin, message: messages.api.adminLoginSuccess } };
  },

  /** Sign-out ends the token on the server too: a copy of it is refused from now on. */
  async logout({ principal }, deps) {
    await deps.revokedTokens.revoke(principal);
    return { body: { message: messages.api.loggedOut } };
  },

  async verifyToken({ principal }) {
    if (principal.role !== 'admin') throw new ServiceError('forbidden', messages.api.forbidden);
    return { body: { message: messages.api.tokenValid, username: principal.username } };
  },
};
