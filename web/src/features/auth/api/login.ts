/** Stay sign-in (spec 001 §7.1): the stay's password for a family or trainer token. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { LoginRequest, LoginResponse } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export const login = (request: LoginRequest): Promise<LoginResponse> =>
  apiFetch(apiRoutes.login, { body: request, auth: 'none' });
