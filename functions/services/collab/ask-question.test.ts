import { describe, expect, it } from 'vitest';
import { inMemoryCommentBoard } from '#test/memory/comments.js';
import { askQuestion } from './ask-question.js';

const now = new Date('2026-07-10T08:00:00Z');
const identity = { tokenId: 't', expiresAt: 0, tokenVersion: 1 };

describe('askQuestion', () => {
  it("posts the question under the typed name, keeping the trainer's stay unseen", async () => {
    // Prepare
    const board = inMemoryCommentBoard();
    // Act
    const question = await askQuestion(
      { board, clock: () => now },
      { principal: { ...identity, role: 'formateur', stageId: 'st-1' }, nom: 'Camille', contenu: 'Clés ?' },
    );
    // Assess
    expect(question).toEqual({
      id: question.id,
      nom: 'Camille',
      contenu: 'Clés ?',
      date: now.toISOString(),
      reponses: [],
    });
    expect(board.entries.get(question.id)).toMatchObject({ author_stage: 'st-1' });
  });

  it('records no stay for an administrator', async () => {
    // Prepare
    const board = inMemoryCommentBoard();
    // Act
    const question = await askQuestion(
      { board, clock: () => now },
      { principal: { ...identity, role: 'admin', username: 'direction' }, nom: 'Équipe', contenu: 'Rappel' },
    );
    // Assess
    expect(board.entries.get(question.id)?.author_stage).toBeUndefined();
  });
});
