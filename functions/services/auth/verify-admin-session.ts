/** The back-office asks whether its administrator token still holds, and for whom. */

import type { Principal } from '#functions/domain/tokens.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export const verifyAdminSession = (
  principal: Principal,
): { readonly message: string; readonly username: string } => {
  if (principal.role !== 'admin') throw new ServiceError('forbidden', messages.api.forbidden);
  return { message: messages.api.tokenValid, username: principal.username };
};
