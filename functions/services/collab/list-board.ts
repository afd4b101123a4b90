/** The question board: every question with its replies, oldest first. */

import { toThreads } from '#functions/domain/board.js';
import type { CommentBoard } from '#functions/ports/stores/comments.js';
import type { Commentaire } from '#shared/collab-schemas.js';

export interface ListBoardDeps {
  readonly board: Pick<CommentBoard, 'list'>;
}

export const listBoard = async (deps: ListBoardDeps): Promise<Commentaire[]> =>
  toThreads(await deps.board.list());
