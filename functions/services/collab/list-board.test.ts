import { describe, expect, it } from 'vitest';
import { inMemoryCommentBoard } from '#test/memory/comments.js';
import { listBoard } from './list-board.js';

describe('listBoard', () => {
  it('shows each question with its replies, oldest first', async () => {
    // Prepare
    const board = inMemoryCommentBoard();
    const at = '2026-07-10T08:00:00.000Z';
    await board.addQuestion({ id: 'q2', nom: 'Léa', contenu: 'Car ?', created_at: at });
    await board.addQuestion({ id: 'q1', nom: 'Camille', contenu: 'Clés ?', created_at: at });
    await board.addReply({ id: 'r1', commentaireId: 'q1', nom: 'Sami', contenu: 'Moi.', created_at: at });
    // Act
    const threads = await listBoard({ board });
    // Assess
    expect(threads.map((t) => [t.id, t.reponses.map((r) => r.contenu)])).toEqual([
      ['q1', ['Moi.']],
      ['q2', []],
    ]);
  });
});
