import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { inMemoryReportRepository } from '#test/memory/reports.js';
import { getReport } from './get-report.js';

const record = {
  stageId: 'st-1',
  nom: 'Martin Léa - lea@example.org',
  nomStage: 'Colo',
  miStage: 'Bien.',
  finStage: '',
  version: 2,
  updated_at: '2026-07-10T08:00:00.000Z',
};

describe('getReport', () => {
  it('finds the report by label, whatever the Unicode form of its accents', async () => {
    // Act
    const report = await getReport(
      { reports: inMemoryReportRepository([record]) },
      'st-1',
      'Martin Le\u0301a - lea@example.org',
    );
    // Assess
    expect(report).toEqual({
      nom: record.nom,
      stageId: 'st-1',
      nomStage: 'Colo',
      miStage: 'Bien.',
      finStage: '',
      version: 2,
      updatedAt: record.updated_at,
    });
  });

  it('answers not found before a first save', async () => {
    const refusal = await getReport({ reports: inMemoryReportRepository() }, 'st-1', 'X').catch(
      (e: unknown) => e,
    );
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.collab.reportNotFound });
  });
});
