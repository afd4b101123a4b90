import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { buildReportWorkbook } from './report-workbook.js';

describe('report workbook', () => {
  it('writes French headers and plain-text cells, formulas neutralised', async () => {
    // Prepare
    const report = {
      stageId: 's1',
      nom: 'Martin Léa - lea@example.org',
      nomStage: 'Colo Montagne',
      miStage: '=HYPERLINK("http://evil.example","clic")',
      finStage: 'Très bon stage.\nÀ revoir : la vaisselle.',
      version: 2,
      updated_at: '2026-07-10T08:00:00.000Z',
    };
    // Act
    const bytes = await buildReportWorkbook([report]);
    // Assess: read it back with the same library.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(messages.collab.sheetName);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...Object.values(messages.collab.columns)]);
    const mid = sheet?.getRow(2).getCell(3);
    expect(mid?.type).toBe(ExcelJS.ValueType.String);
    expect(mid?.value).toBe('\'=HYPERLINK("http://evil.example","clic")');
    expect(sheet?.getRow(2).getCell(4).value).toBe(report.finStage);
  });
});
