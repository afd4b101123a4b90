/** The stay an action is about, or the refusal every action gives for a stay that does not exist. */

import type { StayRecord } from '#functions/domain/stay.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface RequireStayDeps {
  readonly stays: Pick<StayRepository, 'get'>;
}

export const requireStay = async (deps: RequireStayDeps, stayId: string): Promise<StayRecord> => {
  const stay = await deps.stays.get(stayId);
  if (!stay) throw new ServiceError('not-found', messages.api.stayNotFound);
  return stay;
};
