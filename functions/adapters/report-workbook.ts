/**
 * The xlsx of a stay's evaluation reports (spec 001 §7.2), written with exceljs. Every text cell is
 * plain text: values that a spreadsheet would run as a formula are neutralised first.
 */
import ExcelJS from 'exceljs';
import { messages } from '../../shared/messages.js';
import { neutraliseFormula, type ReportRecord } from '../domain/report.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const buildReportWorkbook = async (reports: readonly ReportRecord[]): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portail photos des séjours';
  const sheet = workbook.addWorksheet(messages.collab.sheetName);
  const headers = messages.collab.columns;
  sheet.columns = [
    { header: headers.stage, key: 'stage', width: 28 },
    { header: headers.trainee, key: 'trainee', width: 36 },
    { header: headers.mid, key: 'mid', width: 60 },
    { header: headers.end, key: 'end', width: 60 },
    { header: headers.updatedAt, key: 'updatedAt', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const report of reports) {
    const row = sheet.addRow({
      stage: neutraliseFormula(report.nomStage),
      trainee: neutraliseFormula(report.nom),
      mid: neutraliseFormula(report.miStage),
      end: neutraliseFormula(report.finStage),
      updatedAt: report.updated_at,
    });
    row.alignment = { vertical: 'top', wrapText: true };
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};
