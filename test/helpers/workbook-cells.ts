/** The cells of an xlsx's first sheet, row by row, as text: read by exceljs, not by the writer. */
import ExcelJS from 'exceljs';

export const cellsOf = async (base64: string): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
};
