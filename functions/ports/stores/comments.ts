/**
 * The commentaires port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/comments.ts; functions/composition hands the implementation to those who take it.
 */
import type { BoardEntry, BoardReply } from '#functions/domain/board.js';

export interface CommentBoard {
  /** Questions and replies, each question before its replies, oldest first. */
  list(): Promise<BoardEntry[]>;
  addQuestion(entry: BoardEntry): Promise<void>;
  /** False when the question does not exist. */
  addReply(entry: BoardReply): Promise<boolean>;
}
