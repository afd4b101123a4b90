/**
 * An administrator signs in with an account name and password. The password is hashed even for an
 * unknown account, so the time taken does not tell which accounts exist.
 */
import { messages } from '../../../shared/messages.js';
import type { AdminLoginResponse } from '../../../shared/schemas.js';
import type { AdminStore } from '../../adapters/stores/admins.js';
import { DUMMY_HASH, verifyPassword } from '../../domain/passwords.js';
import { adminTokenVersion } from '../../domain/people.js';
import type { TokenService } from '../../domain/tokens.js';
import { ServiceError } from '../service-error.js';
import { type ReservePasswordCheckDeps, reservePasswordCheck } from './reserve-password-check.js';

export interface SignInAsAdminDeps extends ReservePasswordCheckDeps {
  readonly admins: Pick<AdminStore, 'get'>;
  readonly tokens: Pick<TokenService, 'issueAdminToken'>;
}

export interface SignInAsAdminInput {
  readonly username: string;
  readonly password: string;
  /** The caller's address, for its own budget of attempts. */
  readonly ip: string;
}

export const signInAsAdmin = async (
  deps: SignInAsAdminDeps,
  input: SignInAsAdminInput,
): Promise<AdminLoginResponse> => {
  // Account names are compared without case by the throttle, so changing case buys no attempts.
  const release = await reservePasswordCheck(deps, `admin#${input.username.toLowerCase()}`, input.ip);
  const admin = await deps.admins.get(input.username);
  const valid = await verifyPassword(input.password, admin?.password_hash ?? DUMMY_HASH);
  if (!admin || !valid) throw new ServiceError('unauthenticated', messages.api.adminLoginFailed);
  await release();
  const tokenAdmin = await deps.tokens.issueAdminToken(admin.username, adminTokenVersion(admin));
  return { tokenAdmin, message: messages.api.adminLoginSuccess };
};
