/**
 * An administrator signs in with an account name and password. The password is hashed even for an
 * unknown account, so the time taken does not tell which accounts exist.
 */

import { DUMMY_HASH, verifyPassword } from '#functions/domain/passwords.js';
import { adminTokenVersion } from '#functions/domain/people.js';
import type { TokenService } from '#functions/domain/tokens.js';
import type { AdminStore } from '#functions/ports/stores/admins.js';
import { messages } from '#shared/messages.js';
import type { AdminLoginResponse } from '#shared/schemas.js';
import { ServiceError } from '../service-error.js';
import { checkWithinBudget, type ReservePasswordCheckDeps } from './reserve-password-check.js';

export interface SignInAsAdminDeps extends ReservePasswordCheckDeps {
  readonly admins: Pick<AdminStore, 'get'>;
  readonly tokens: Pick<TokenService, 'issueAdminToken'>;
}

export interface SignInAsAdminInput {
  readonly username: string;
  readonly password: string;
  /** The caller as the budgets count it (an address, or an IPv6 /64), for its own budget. */
  readonly ip: string;
}

export const signInAsAdmin = async (
  deps: SignInAsAdminDeps,
  input: SignInAsAdminInput,
): Promise<AdminLoginResponse> => {
  // Account names are compared without case by the throttle, so changing case buys no attempts.
  const admin = await checkWithinBudget(deps, `admin#${input.username.toLowerCase()}`, input.ip, async () => {
    const found = await deps.admins.get(input.username);
    const valid = await verifyPassword(input.password, found?.password_hash ?? DUMMY_HASH);
    return found && valid ? found : undefined;
  });
  if (!admin) throw new ServiceError('unauthenticated', messages.api.adminLoginFailed);
  const tokenAdmin = await deps.tokens.issueAdminToken(admin.username, adminTokenVersion(admin));
  return { tokenAdmin, message: messages.api.adminLoginSuccess };
};
