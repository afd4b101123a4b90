/**
 * What a token is: its role and, for a family or a trainer, its stay. Asked for a role, it refuses a
 * token of another role, so a page can check it was opened by the right person.
 */

import type { Principal } from '#functions/domain/tokens.js';
import { messages } from '#shared/messages.js';
import type { Role } from '#shared/roles.js';
import type { PingResponse } from '#shared/schemas.js';
import { ServiceError } from '../service-error.js';

export const describeSession = (principal: Principal, expectedRole: Role | undefined): PingResponse => {
  if (expectedRole && expectedRole !== principal.role)
    throw new ServiceError('forbidden', messages.api.forbidden);
  return { stageId: principal.role === 'admin' ? null : principal.stageId, role: principal.role };
};
