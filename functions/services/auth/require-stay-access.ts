/**
 * Administrators reach every stay; families and trainers only the stay of their token. Routes whose
 * path names the stay are checked before their handler runs; a use case whose stay comes in the body
 * checks it with this.
 */

import type { Principal } from '#functions/domain/tokens.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export const requireStayAccess = (principal: Principal, stayId: string | undefined): void => {
  if (principal.role === 'admin') return;
  if (stayId === undefined || principal.stageId !== stayId)
    throw new ServiceError('forbidden', messages.api.forbidden);
};
