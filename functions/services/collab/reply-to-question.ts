/** A reply under a question of the board; a question that does not exist cannot be answered. */

import { authorStay, type BoardReply, toReply } from '#functions/domain/board.js';
import { newId } from '#functions/domain/ids.js';
import type { Principal } from '#functions/domain/tokens.js';
import type { CommentBoard } from '#functions/ports/stores/comments.js';
import type { Reponse } from '#shared/collab-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface ReplyToQuestionDeps {
  readonly board: Pick<CommentBoard, 'addReply'>;
  readonly clock: () => Date;
}

export interface ReplyToQuestionInput {
  readonly principal: Principal;
  readonly commentaireId: string;
  readonly nom: string;
  readonly contenu: string;
}

export const replyToQuestion = async (
  deps: ReplyToQuestionDeps,
  input: ReplyToQuestionInput,
): Promise<Reponse> => {
  const now = deps.clock();
  const entry: BoardReply = {
    id: newId(now),
    commentaireId: input.commentaireId,
    nom: input.nom,
    contenu: input.contenu,
    created_at: now.toISOString(),
    author_stage: authorStay(input.principal),
  };
  if (!(await deps.board.addReply(entry)))
    throw new ServiceError('not-found', messages.collab.commentNotFound);
  return toReply(entry);
};
