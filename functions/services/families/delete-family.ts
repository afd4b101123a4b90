/** An administrator removes one family (one participant record). */

import type { ParticipantStore } from '#functions/ports/stores/participants.js';

import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type RecountFamiliesDeps, recountFamilies } from './recount-families.js';

export interface DeleteFamilyDeps extends RecountFamiliesDeps {
  readonly participants: Pick<ParticipantStore, 'get' | 'remove' | 'recount'>;
}

export const deleteFamily = async (deps: DeleteFamilyDeps, id: string): Promise<{ message: string }> => {
  const family = await deps.participants.get(id);
  if (!family || !(await deps.participants.remove(id))) {
    throw new ServiceError('not-found', messages.backOffice.participantNotFound);
  }
  await recountFamilies(deps, [family.stageId]);
  return { message: messages.admin.familyDeleted };
};
