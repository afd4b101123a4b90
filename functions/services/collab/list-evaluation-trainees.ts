/** The trainees of a stay to evaluate, each with the label that names their report, in French order. */

import { traineeLabel } from '#functions/domain/report.js';
import type { ParticipantDirectory } from '#functions/ports/stores/participants.js';
import type { EvaluationTrainee } from '#shared/collab-schemas.js';

export interface ListEvaluationParticipantsDeps {
  readonly trainees: Pick<ParticipantDirectory, 'listByStage'>;
}

export const listEvaluationTrainees = async (
  deps: ListEvaluationParticipantsDeps,
  stageId: string,
): Promise<EvaluationTrainee[]> =>
  (await deps.trainees.listByStage(stageId))
    .map((trainee) => {
      const person = { nom: trainee.nom, prenom: trainee.prenom, email: trainee.email };
      return { id: trainee.id, ...person, label: traineeLabel(person) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
