/** An administrator removes one family (one participant record). */
import { messages } from '../../../shared/messages.js';
import type { ParticipantStore } from '../../adapters/stores/participants.js';
import { ServiceError } from '../service-error.js';

export interface DeleteFamilyDeps {
  readonly participants: Pick<ParticipantStore, 'remove'>;
}

export const deleteFamily = async (deps: DeleteFamilyDeps, id: string): Promise<{ message: string }> => {
  if (!(await deps.participants.remove(id))) {
    throw new ServiceError('not-found', messages.backOffice.participantNotFound);
  }
  return { message: messages.admin.familyDeleted };
};
