/**
 * An xlsx whose every cell is text: the exports administrators open in a spreadsheet (passwords,
 * evaluation reports). A string cell of an xlsx is stored as a string and never evaluated, and the
 * text number format ('@') keeps it text when someone edits the cell, so values come back exactly
 * as stored: "@Fam-Noel", "-Dir2027" or "=1+1" stay what they are, and no formula can run. A CSV
 * cannot promise both (a spreadsheet evaluates a cell starting with = + - @ unless it is altered),
 * which is why these exports are xlsx.
 *
 * The file is written here rather than by a spreadsheet library: one sheet of text cells is seven
 * small XML parts in a zip, while exceljs brought about 1 MB of code (its reader, CSV, streams,
 * zip libraries) into the API's bundle for that.
 */

import { crc32, deflateRawSync } from 'node:zlib';
import type { TextColumn, TextWorkbooks } from '#functions/ports/text-workbook.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CREATOR = 'Portail photos des séjours';

/** Cell formats of styles.xml, by index: every one is the text format (built-in number format 49, '@'). */
const STYLE = { text: 1, header: 2, wrapped: 3 } as const;

const STYLES = `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>\
<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1">\
<alignment vertical="top" wrapText="1"/></xf></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES = `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>\
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>\
</Types>`;

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const PACKAGE_RELS = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>\
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>\
<Relationship Id="rId3" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>\
</Relationships>`;

const CORE_PROPERTIES = `<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" \
xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${CREATOR}</dc:creator></cp:coreProperties>`;

const escapeXml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/**
 * A cell's text as SpreadsheetML stores it. XML cannot carry most control characters, so the format
 * writes them `_xHHHH_`, and a text that already holds such a sequence has its underscore written
 * `_x005F_`: what the spreadsheet shows is then exactly the stored value.
 */
const xmlText = (value: string): string =>
  escapeXml(
    value.replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1').replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML refuses.
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
      (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    ),
  );

/** A, B, …, Z, AA, AB…: a column's letters from its 0-based index. */
const columnName = (index: number): string => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
};

/** Excel refuses these characters in a sheet's name, and names longer than 31 characters. */
const checkSheetName = (name: string): string => {
  if (name.length === 0 || name.length > 31 || /[[\]:*?/\\]/.test(name)) {
    throw new Error(`Invalid sheet name: ${name}`);
  }
  return name;
};

const worksheet = (
  columns: readonly TextColumn[],
  rows: readonly (readonly string[])[],
  stringIndex: (text: string) => number,
): string => {
  const cell = (row: number, column: number, text: string, style: number): string =>
    `<c r="${columnName(column)}${row}" s="${style}" t="s"><v>${stringIndex(text)}</v></c>`;
  const header = `<row r="1">${columns.map((column, index) => cell(1, index, column.header, STYLE.header)).join('')}</row>`;
  const body = rows.map((values, rowIndex) => {
    const cells = columns.map((column, index) =>
      cell(rowIndex + 2, index, values[index] ?? '', column.wrap ? STYLE.wrapped : STYLE.text),
    );
    return `<row r="${rowIndex + 2}">${cells.join('')}</row>`;
  });
  const widths = columns.map(
    (column, index) =>
      `<col min="${index + 1}" max="${index + 1}" width="${column.width}" style="${STYLE.text}" customWidth="1"/>`,
  );
  // The header row stays in view while the rows scroll.
  const frozenHeader =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>';
  return `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${frozenHeader}\
<sheetFormatPr defaultRowHeight="15"/><cols>${widths.join('')}</cols>\
<sheetData>${header}${body.join('')}</sheetData></worksheet>`;
};

/** A zip of deflated entries, dated 1980-01-01 so the same workbook gives the same bytes. */
const zip = (files: readonly (readonly [name: string, text: string])[]): Uint8Array => {
  const DOS_DATE = (1 << 5) | 1;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const deflated = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8); // method: deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    local.copy(central, 6, 4, 28); // version needed … name length, as in the local header
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, deflated);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
};

export const buildTextWorkbook = async (
  sheetName: string,
  columns: readonly TextColumn[],
  rows: readonly (readonly string[])[],
): Promise<Uint8Array> => {
  const strings = new Map<string, number>();
  const stringIndex = (text: string): number => {
    let index = strings.get(text);
    if (index === undefined) {
      index = strings.size;
      strings.set(text, index);
    }
    return index;
  };
  const sheet = worksheet(columns, rows, stringIndex);
  const shared = [...strings.keys()].map((text) => `<si><t xml:space="preserve">${xmlText(text)}</t></si>`);
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
  return zip([
    ['[Content_Types].xml', xml(CONTENT_TYPES)],
    ['_rels/.rels', xml(PACKAGE_RELS)],
    ['docProps/core.xml', xml(CORE_PROPERTIES)],
    [
      'xl/workbook.xml',
      xml(
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIPS}">` +
          `<sheets><sheet name="${escapeXml(checkSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ],
    ['xl/_rels/workbook.xml.rels', xml(WORKBOOK_RELS)],
    ['xl/styles.xml', xml(STYLES)],
    ['xl/worksheets/sheet1.xml', xml(sheet)],
    [
      'xl/sharedStrings.xml',
      xml(
        `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${(rows.length + 1) * columns.length}" uniqueCount="${strings.size}">${shared.join('')}</sst>`,
      ),
    ],
  ]);
};

export const textWorkbooks: TextWorkbooks = { contentType: XLSX_CONTENT_TYPE, build: buildTextWorkbook };
