/** Everything the API handlers receive: the core dependencies plus sign-in services. */
import { type AdminRepository, createAdminRepository } from '../adapters/admin-repository.js';
import { createLoginThrottle, type LoginThrottle } from '../adapters/login-attempts.js';
import { readSecret } from '../adapters/secrets.js';
import type { Config } from '../config.js';
import type { CoreDeps } from '../deps.js';
import { createTokenService, type TokenService } from '../domain/tokens.js';

export interface ApiDeps extends CoreDeps {
  readonly tokens: TokenService;
  readonly loginThrottle: LoginThrottle;
  readonly admins: AdminRepository;
}

export const createApiDeps = async (core: CoreDeps): Promise<ApiDeps> => {
  const config: Config = core.config;
  const secret = config.jwtSecret ?? (await readSecret(core.clients.secrets, config.jwtSecretArn ?? ''));
  return {
    ...core,
    tokens: createTokenService(secret, config.jwtIssuer, core.clock),
    loginThrottle: createLoginThrottle(core.clients.dynamo, config.tables.loginAttempts),
    admins: createAdminRepository(core.clients.dynamo, config.tables.admins),
  };
};
