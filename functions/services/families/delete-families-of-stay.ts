/**
 * Removes every family of a stay, the stay being named as the families page shows it: its name and
 * its dates.
 */

import type { StayRecord } from '#functions/domain/stay.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type RecountFamiliesDeps, recountFamilies } from './recount-families.js';

export interface DeleteFamiliesOfStayDeps extends RecountFamiliesDeps {
  readonly participants: Pick<ParticipantStore, 'listByStay' | 'removeMany' | 'recount'>;
  readonly stays: RecountFamiliesDeps['stays'] & { list(): Promise<StayRecord[]> };
}

export interface StayByName {
  readonly sejour: string;
  readonly dateDebut: string;
  readonly dateFin: string;
}

export const deleteFamiliesOfStay = async (
  deps: DeleteFamiliesOfStayDeps,
  input: StayByName,
): Promise<{ message: string; deleted: number }> => {
  const stay = (await deps.stays.list()).find(
    (s) => s.nom_stage === input.sejour && s.date_debut === input.dateDebut && s.date_fin === input.dateFin,
  );
  if (!stay) throw new ServiceError('not-found', messages.api.stayNotFound);
  const participants = await deps.participants.listByStay(stay.id);
  await deps.participants.removeMany(participants.map((participant) => participant.id));
  await recountFamilies(deps, [stay.id]);
  return { message: messages.admin.participantsDeleted, deleted: participants.length };
};
