import { describe, expect, it } from 'vitest';
import { toThreads } from './board.js';

describe('question board threads', () => {
  it('puts each reply under its question, in board order, and drops orphan replies', () => {
    // Prepare: the board as the table returns it, question then its replies.
    const at = '2026-07-10T08:00:00.000Z';
    const entries = [
      { id: 'q1', nom: 'Camille', contenu: 'Clés ?', created_at: at },
      { id: 'r1', commentaireId: 'q1', nom: 'Sami', contenu: 'Moi.', created_at: at },
      { id: 'q2', nom: 'Léa', contenu: '<b>Car</b> ?', created_at: at },
      { id: 'r9', commentaireId: 'gone', nom: 'X', contenu: 'Perdue', created_at: at },
    ];
    // Act
    const threads = toThreads(entries);
    // Assess
    expect(threads.map((t) => [t.id, t.reponses.map((r) => r.id)])).toEqual([
      ['q1', ['r1']],
      ['q2', []],
    ]);
    expect(threads[1]?.contenu).toBe('<b>Car</b> ?');
    expect(threads[0]?.reponses[0]).toEqual({
      id: 'r1',
      commentaireId: 'q1',
      nom: 'Sami',
      contenu: 'Moi.',
      date: at,
    });
  });
});
