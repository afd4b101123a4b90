/** The question board: every question with its replies, oldest first. */
import type { Commentaire } from '../../../shared/collab-schemas.js';
import type { CommentBoard } from '../../adapters/stores/commentaires.js';
import { toThreads } from '../../domain/board.js';

export interface ListBoardDeps {
  readonly board: Pick<CommentBoard, 'list'>;
}

export const listBoard = async (deps: ListBoardDeps): Promise<Commentaire[]> =>
  toThreads(await deps.board.list());
