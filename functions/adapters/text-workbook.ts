/**
 * An xlsx whose every cell is text, written with exceljs: the exports administrators open in a
 * spreadsheet (passwords, evaluation reports). A string cell of an xlsx is stored as a string and
 * never evaluated, and the text number format ('@') keeps it text when someone edits the cell, so
 * values come back exactly as stored: "@Fam-Noel", "-Dir2027" or "=1+1" stay what they are, and no
 * formula can run. A CSV cannot promise both (a spreadsheet evaluates a cell starting with = + - @
 * unless it is altered), which is why these exports are xlsx.
 */
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const TEXT_FORMAT = '@';

export interface TextColumn {
  readonly header: string;
  readonly width: number;
  /** Long texts wrap inside their cell. */
  readonly wrap?: boolean;
}

export const buildTextWorkbook = async (
  sheetName: string,
  columns: readonly TextColumn[],
  rows: readonly (readonly string[])[],
): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portail photos des séjours';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: TEXT_FORMAT },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const values of rows) {
    const row = sheet.addRow([...values]);
    row.eachCell((cell, index) => {
      // A plain string value: exceljs writes it as a string cell, never as a formula.
      cell.value = values[index - 1] ?? '';
      cell.numFmt = TEXT_FORMAT;
      if (columns[index - 1]?.wrap) cell.alignment = { vertical: 'top', wrapText: true };
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

/** What business code receives: the writer, and the content type of what it writes. */
export interface TextWorkbooks {
  readonly contentType: string;
  build(
    sheetName: string,
    columns: readonly TextColumn[],
    rows: readonly (readonly string[])[],
  ): Promise<Uint8Array>;
}

export const textWorkbooks: TextWorkbooks = { contentType: XLSX_CONTENT_TYPE, build: buildTextWorkbook };
