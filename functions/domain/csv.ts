/**
 * Reading the CSV files that French Excel and booking software export: UTF-8 with or without BOM
 * or Windows-1252, `;` or `,` separators, CRLF, quoted fields. Parsing itself is papaparse's;
 * this module decides the encoding and the separator and keeps spreadsheet row numbers for messages.
 */
import Papa from 'papaparse';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, œ, ’, …). Node's TextDecoder decodes the
 * 'windows-1252' label as plain Latin-1 in some builds, so those 32 bytes are mapped here.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export const decodeWindows1252 = (bytes: Uint8Array): string => {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte);
  }
  return text;
};

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), otherwise Windows-1252 (Excel's "CSV"). */
export const decodeCsv = (bytes: Uint8Array): string => {
  const hasBom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
};

/** The separator of the header line: whichever of `;` and `,` appears more often outside quotes. */
export const detectDelimiter = (text: string): ';' | ',' => {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = header.replace(/"[^"]*"/g, '');
  const count = (char: string) => unquoted.split(char).length - 1;
  return count(';') >= count(',') ? ';' : ',';
};

export interface CsvRow {
  /**
   * Row of the spreadsheet this record is, as the administrator sees it when the file is opened
   * (the header is row 1; a quoted cell over several text lines is still one row).
   */
  readonly line: number;
  /** Cells by normalised column name (see normaliseHeader). */
  readonly cells: Readonly<Record<string, string>>;
}

export interface ParsedCsv {
  readonly headers: readonly string[];
  readonly rows: readonly CsvRow[];
  /** Structural problems (unclosed quote…), with their line. */
  readonly errors: readonly { line: number; message: string }[];
}

/** 'Prénom ' → 'prenom', 'Date_Début' → 'datedebut': headers compare without case, accents or spacing. */
export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export const parseCsv = (text: string): ParsedCsv => {
  const result = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), skipEmptyLines: false });
  const [headerRow = []] = result.data;
  const headers = headerRow.map(normaliseHeader);
  // Records are numbered as a spreadsheet numbers its rows, not by text line: the admin fixes
  // the file in Excel, where a multi-line cell is one row.
  const rowOf = (index: number): number => index + 1;
  const rows: CsvRow[] = [];
  result.data.forEach((record, index) => {
    if (index === 0 || record.every((cell) => cell.trim() === '')) return;
    const cells: Record<string, string> = {};
    headers.forEach((name, i) => {
      if (name) cells[name] = (record[i] ?? '').trim();
    });
    rows.push({ line: rowOf(index), cells });
  });
  const errors = result.errors
    .filter((error) => error.code !== 'UndetectableDelimiter' && error.code !== 'TooFewFields')
    .map((error) => ({
      line: rowOf(error.row ?? 0),
      message: error.code === 'MissingQuotes' ? 'guillemet non fermé' : 'ligne mal formée',
    }));
  return { headers, rows, errors };
};

/** 'dd/mm/yyyy', 'dd-mm-yyyy' or 'yyyy-mm-dd' → 'yyyy-mm-dd', or undefined for anything else. */
export const parseFrenchDate = (value: string): string | undefined => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : french
      ? [french[3], french[2]?.padStart(2, '0'), french[1]?.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`
    ? undefined
    : `${year}-${month}-${day}`;
};
