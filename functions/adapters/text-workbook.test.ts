import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTextWorkbook } from './text-workbook.js';

const COLUMNS = [
  { header: 'Nom', width: 18 },
  { header: 'Remarque', width: 40, wrap: true },
];

const read = async (bytes: Uint8Array) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
};

describe('text workbook', () => {
  it('gives back every value exactly, those XML cannot hold as they are included', async () => {
    // Prepare: markup, a control character, a literal escape sequence, spaces, an emoji, an empty cell.
    const rows = [
      ['<b>Léa</b> & "Tom"', 'ligne\u000btabulée _x0041_ reste écrit'],
      ['', '  espaces gardés 📷  '],
    ];
    // Act
    const workbook = await read(await buildTextWorkbook('Familles', COLUMNS, rows));
    // Assess
    const sheet = workbook.getWorksheet('Familles');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nom', 'Remarque']);
    expect([2, 3].map((row) => ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1))).toEqual(rows);
    for (const row of [2, 3]) {
      for (const column of [1, 2]) {
        const cell = sheet?.getRow(row).getCell(column);
        expect(cell?.type).toBe(ExcelJS.ValueType.String);
        expect(cell?.numFmt).toBe('@');
      }
    }
  });

  it('sets the widths, a bold header kept in view, and wraps the long texts', async () => {
    // Act
    const workbook = await read(await buildTextWorkbook('Rapports', COLUMNS, [['a', 'b']]));
    // Assess
    const sheet = workbook.getWorksheet('Rapports');
    expect([1, 2].map((column) => sheet?.getColumn(column).width)).toEqual([18, 40]);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(2).getCell(2).alignment).toEqual({ vertical: 'top', wrapText: true });
    expect(sheet?.getRow(2).getCell(1).alignment).toBeUndefined();
  });

  it('is a zip that unzip checks, the same bytes for the same rows', async () => {
    // Act
    const first = await buildTextWorkbook('Feuille', COLUMNS, [['x', 'y']]);
    const again = await buildTextWorkbook('Feuille', COLUMNS, [['x', 'y']]);
    // Assess
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const dir = await mkdtemp(join(tmpdir(), 'text-workbook-'));
    try {
      await writeFile(join(dir, 'book.xlsx'), first);
      const { stdout } = await promisify(execFile)('unzip', ['-t', join(dir, 'book.xlsx')]);
      expect(stdout).toContain('No errors detected');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a sheet name a spreadsheet would not open', async () => {
    await expect(buildTextWorkbook('Séjours 2027/2028', COLUMNS, [])).rejects.toThrow('Invalid sheet name');
  });
});
