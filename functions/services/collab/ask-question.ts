/** A trainer (or an administrator) asks the board a question, under the name they typed. */

import { authorStay, type BoardEntry, toQuestion } from '#functions/domain/board.js';
import { newId } from '#functions/domain/ids.js';
import type { Principal } from '#functions/domain/tokens.js';
import type { CommentBoard } from '#functions/ports/stores/comments.js';
import type { Commentaire } from '#shared/collab-schemas.js';

export interface AskQuestionDeps {
  readonly board: Pick<CommentBoard, 'addQuestion'>;
  readonly clock: () => Date;
}

export interface AskQuestionInput {
  readonly principal: Principal;
  readonly nom: string;
  readonly contenu: string;
}

export const askQuestion = async (deps: AskQuestionDeps, input: AskQuestionInput): Promise<Commentaire> => {
  const now = deps.clock();
  const entry: BoardEntry = {
    id: newId(now),
    nom: input.nom,
    contenu: input.contenu,
    created_at: now.toISOString(),
    author_stage: authorStay(input.principal),
  };
  await deps.board.addQuestion(entry);
  return toQuestion(entry);
};
