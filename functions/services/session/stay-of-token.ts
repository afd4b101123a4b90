/** The stay a family or trainer token is for; an administrator's token is for no stay. */
import { messages } from '../../../shared/messages.js';
import type { Principal } from '../../domain/tokens.js';
import { ServiceError } from '../service-error.js';

export const stayOfToken = (caller: Principal): { stageId: string } => {
  if (caller.role === 'admin') throw new ServiceError('forbidden', messages.api.forbidden);
  return { stageId: caller.stageId };
};
