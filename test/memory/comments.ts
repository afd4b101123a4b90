/** The question board in memory, sorted as the table sorts it: each question, then its replies. */

import type { BoardEntry } from '#functions/domain/board.js';
import type { CommentBoard } from '#functions/ports/stores/comments.js';

export interface InMemoryCommentBoard extends CommentBoard {
  /** Sort key → entry, as stored. */
  readonly entries: Map<string, BoardEntry>;
}

export const inMemoryCommentBoard = (): InMemoryCommentBoard => {
  const entries = new Map<string, BoardEntry>();
  const add = (sk: string, entry: BoardEntry): void => {
    // As DynamoDB refuses the conditional put, by the name callers tell this failure apart by.
    if (entries.has(sk))
      throw Object.assign(new Error(`entry ${sk} already exists`), {
        name: 'ConditionalCheckFailedException',
      });
    entries.set(sk, entry);
  };
  return {
    entries,
    async list() {
      return [...entries.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, entry]) => entry);
    },
    async addQuestion(entry) {
      add(entry.id, entry);
    },
    async addReply(entry) {
      if (!entries.has(entry.commentaireId)) return false;
      add(`${entry.commentaireId}#${entry.id}`, entry);
      return true;
    },
  };
};
