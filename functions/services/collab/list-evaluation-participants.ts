/** The trainees of a stay to evaluate, each with the label that names their report, in French order. */

import { participantLabel } from '#functions/domain/report.js';
import type { ParticipantDirectory } from '#functions/ports/stores/participants.js';
import type { EvaluationParticipant } from '#shared/collab-schemas.js';

export interface ListEvaluationParticipantsDeps {
  readonly participantDirectory: Pick<ParticipantDirectory, 'listByStay'>;
}

export const listEvaluationParticipants = async (
  deps: ListEvaluationParticipantsDeps,
  stayId: string,
): Promise<EvaluationParticipant[]> =>
  (await deps.participantDirectory.listByStay(stayId))
    .map((participant) => {
      const person = { nom: participant.nom, prenom: participant.prenom, email: participant.email };
      return { id: participant.id, ...person, label: participantLabel(person) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
