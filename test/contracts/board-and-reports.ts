/**
 * What the question board and the evaluation reports do, the DynamoDB stores and the ones in memory
 * alike.
 */

import { describe, expect, it } from 'vitest';
import type { BoardEntry } from '#functions/domain/board.js';
import { newId } from '#functions/domain/ids.js';
import type { CommentBoard } from '#functions/ports/stores/comments.js';
import type { ReportRepository } from '#functions/ports/stores/reports.js';

const anEntry = (overrides: Partial<BoardEntry> = {}): BoardEntry => ({
  id: newId(),
  nom: 'Formatrice',
  contenu: 'Où sont les gilets ?',
  created_at: '2026-07-08T10:00:00.000Z',
  ...overrides,
});

export const describeCommentBoardContract = (name: string, makeStore: () => CommentBoard): void => {
  describe(`question board contract: ${name}`, () => {
    it('lists each question before its replies, refuses a reply to no question and an id twice', async () => {
      const board = makeStore();
      // Ids in the order the questions came, as the server's time-based ids are.
      const base = newId();
      const question = anEntry({ id: `${base}a` });
      const later = anEntry({ id: `${base}b`, author_stage: newId() });
      await board.addQuestion(question);
      await board.addQuestion(later);
      const reply = { ...anEntry({ contenu: 'Au local.' }), commentaireId: question.id };
      expect(await board.addReply(reply)).toBe(true);
      expect(await board.addReply({ ...anEntry(), commentaireId: newId() })).toBe(false);
      await expect(board.addQuestion(question)).rejects.toMatchObject({
        name: 'ConditionalCheckFailedException',
      });
      await expect(board.addReply(reply)).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
      const ours = new Set([question.id, later.id, reply.id]);
      expect((await board.list()).filter((entry) => ours.has(entry.id))).toEqual([question, reply, later]);
    });
  });
};

export const describeReportRepositoryContract = (name: string, makeStore: () => ReportRepository): void => {
  describe(`evaluation reports contract: ${name}`, () => {
    it('saves over the version read, from none, and lists the reports of a stay by its name', async () => {
      const reports = makeStore();
      const stayId = newId();
      const nomStage = `Séjour ${newId()}`;
      const report = {
        stageId: stayId,
        nom: 'Martin Léa',
        nomStage,
        miStage: 'Bien',
        finStage: '',
        updated_at: '2026-07-08T10:00:00.000Z',
      };
      const first = await reports.save(report, 0);
      expect(first).toEqual({ saved: true, report: { ...report, version: 1 } });
      expect(await reports.save(report, 0)).toEqual({ saved: false });
      expect(await reports.save({ ...report, finStage: 'Très bien' }, 1)).toMatchObject({ saved: true });
      expect(await reports.save(report, 1)).toEqual({ saved: false });
      expect(await reports.save({ ...report, nom: 'Absent' }, 3)).toEqual({ saved: false });
      expect(await reports.get(stayId, report.nom)).toEqual({
        ...report,
        finStage: 'Très bien',
        version: 2,
      });
      expect(await reports.get(stayId, 'Absent')).toBeUndefined();
      expect(await reports.listByStayName(nomStage)).toEqual([
        { ...report, finStage: 'Très bien', version: 2 },
      ]);
    });
  });
};
