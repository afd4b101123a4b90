import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { buildReportWorkbook } from './report-workbook.js';

describe('report workbook', () => {
  it('gives back every report exactly, as text cells that no spreadsheet evaluates', async () => {
    // Prepare
    const report = {
      stageId: 's1',
      nom: '-Martin Léa - lea@example.org',
      nomStage: '@Colo Montagne',
      miStage: '=HYPERLINK("http://evil.example","clic")',
      finStage: '+ Très bon stage.\nÀ revoir : la vaisselle.',
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
    const cells = [1, 2, 3, 4, 5].map((column) => sheet?.getRow(2).getCell(column));
    expect(cells.map((cell) => cell?.value)).toEqual([
      report.nomStage,
      report.nom,
      report.miStage,
      report.finStage,
      '10/07/2026 10:00',
    ]);
    for (const cell of cells) {
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.numFmt).toBe('@');
    }
  });
});
