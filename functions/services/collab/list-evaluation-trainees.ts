/** The trainees of a stay to evaluate, each with the label that names their report, in French order. */

import { traineeLabel } from '#functions/domain/report.js';
import type { TraineeDirectory } from '#functions/ports/stores/participants.js';
import type { EvaluationTrainee } from '#shared/collab-schemas.js';

export interface ListEvaluationTraineesDeps {
  readonly trainees: Pick<TraineeDirectory, 'listByStage'>;
}

export const listEvaluationTrainees = async (
  deps: ListEvaluationTraineesDeps,
  stageId: string,
): Promise<EvaluationTrainee[]> =>
  (await deps.trainees.listByStage(stageId))
    .map((trainee) => {
      const person = { nom: trainee.nom, prenom: trainee.prenom, email: trainee.email };
      return { id: trainee.id, ...person, label: traineeLabel(person) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
