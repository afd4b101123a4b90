import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv, parseFrenchDate } from './csv.js';

const sample = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../docs/samples/${name}`, import.meta.url)));

describe('decodeCsv', () => {
  it('reads Windows-1252 bytes, œ included', () => {
    // Prepare: "Dubœuf;Éloïse" as Excel writes it.
    const bytes = new Uint8Array([
      0x44, 0x75, 0x62, 0x9c, 0x75, 0x66, 0x3b, 0xc9, 0x6c, 0x6f, 0xef, 0x73, 0x65,
    ]);
    // Act / Assess
    expect(decodeCsv(bytes)).toBe('Dubœuf;Éloïse');
  });

  it('reads every Windows-1252 character that Latin-1 lacks, € first', () => {
    // Prepare: "Acompte : 30 €" as Excel writes it, then the 32 bytes where the two encodings differ.
    const price = new Uint8Array([
      0x41, 0x63, 0x6f, 0x6d, 0x70, 0x74, 0x65, 0x20, 0x3a, 0x20, 0x33, 0x30, 0x20, 0x80,
    ]);
    const high = new Uint8Array(Array.from({ length: 32 }, (_, index) => 0x80 + index));
    // Act / Assess: the table as the WHATWG encoding standard gives it (five bytes undefined there
    // decode to the control character of the same number).
    expect(decodeCsv(price)).toBe('Acompte : 30 €');
    expect(decodeCsv(high)).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
  });

  it('reads UTF-8 and drops its BOM', () => {
    const bytes = new TextEncoder().encode('\uFEFFnom;ville\r\nÉté;Névache');
    expect(decodeCsv(bytes)).toBe('nom;ville\r\nÉté;Névache');
  });
});

describe('parseCsv', () => {
  it('takes ; or , as separator, quoted fields and CRLF, numbered as spreadsheet rows', () => {
    // Act
    const semi = parseCsv('Nom;Prénom\r\n"Martin; fils";Léa\r\n\r\nDurand;"Jean\r\nPaul"\r\nPetit;Zoé\r\n');
    const comma = parseCsv('Nom,Prenom\n"Martin, fils",Léa\n');
    // Assess
    expect(semi.rows.map((row) => [row.line, row.cells.nom, row.cells.prenom])).toEqual([
      [2, 'Martin; fils', 'Léa'],
      [4, 'Durand', 'Jean\r\nPaul'],
      // Row 5 of the spreadsheet, although line 6 of the text: the cell above spans two lines.
      [5, 'Petit', 'Zoé'],
    ]);
    expect(comma.rows[0]?.cells).toEqual({ nom: 'Martin, fils', prenom: 'Léa' });
  });

  it('reads the shipped family sample (Windows-1252, ;) with its accents', () => {
    const csv = parseCsv(decodeCsv(sample('familles.csv')));
    expect(csv.errors).toEqual([]);
    expect(csv.rows).toHaveLength(8);
    expect(csv.rows[3]?.cells).toMatchObject({
      nom: 'Dubœuf',
      prenom: 'Gaëtan',
      sejour: 'Colo Océan Découverte',
    });
  });
});

describe('parseFrenchDate', () => {
  it('accepts JJ/MM/AAAA and AAAA-MM-JJ, and refuses impossible dates', () => {
    expect(parseFrenchDate('06/07/2027')).toBe('2027-07-06');
    expect(parseFrenchDate('6/7/2027')).toBe('2027-07-06');
    expect(parseFrenchDate('2027-07-06')).toBe('2027-07-06');
    expect(parseFrenchDate('31/02/2027')).toBeUndefined();
    expect(parseFrenchDate('demain')).toBeUndefined();
  });
});
