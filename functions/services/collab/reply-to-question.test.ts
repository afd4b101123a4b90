import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryCommentBoard } from '#test/memory/comments.js';
import { replyToQuestion } from './reply-to-question.js';

const now = new Date('2026-07-10T08:00:00Z');
const principal = {
  tokenId: 't',
  expiresAt: 0,
  tokenVersion: 1,
  role: 'formateur',
  stageId: 'st-2',
} as const;

describe('replyToQuestion', () => {
  it('replies under the question', async () => {
    // Prepare
    const board = inMemoryCommentBoard();
    await board.addQuestion({ id: 'q1', nom: 'Camille', contenu: 'Clés ?', created_at: now.toISOString() });
    // Act
    const reply = await replyToQuestion(
      { board, clock: () => now },
      { principal, commentaireId: 'q1', nom: 'Sami', contenu: 'Moi.' },
    );
    // Assess
    expect(reply).toEqual({
      id: reply.id,
      commentaireId: 'q1',
      nom: 'Sami',
      contenu: 'Moi.',
      date: now.toISOString(),
    });
    expect((await board.list()).map((entry) => entry.id)).toEqual(['q1', reply.id]);
  });

  it('refuses a reply to a question that does not exist', async () => {
    // Prepare
    const board = inMemoryCommentBoard();
    // Act
    const refusal = await replyToQuestion(
      { board, clock: () => now },
      { principal, commentaireId: 'perdue', nom: 'Sami', contenu: 'Moi.' },
    ).catch((e: unknown) => e);
    // Assess
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.collab.commentNotFound });
    expect(board.entries.size).toBe(0);
  });
});
