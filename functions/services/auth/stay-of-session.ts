/** The stay a family or trainer token opens (navigation bar, trainer pages); administrators have none. */

import type { Principal } from '#functions/domain/tokens.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export const stayOfSession = (principal: Principal): { readonly stageId: string } => {
  if (principal.role === 'admin') throw new ServiceError('forbidden', messages.api.forbidden);
  return { stageId: principal.stageId };
};
