import { describe, expect, it } from 'vitest';
import {
  maxPhotoFileNameBytes,
  photoFileName,
  photoNameStem,
  STAY_NAME_CHARS,
  stayNamePart,
} from './photo-file-name.js';

const at = (iso: string): number => Date.parse(iso) / 1000;

describe('photoFileName', () => {
  it('names a photo by its Paris day and time, its stay and its place, numbered on 3 digits', () => {
    expect(photoFileName(at('2026-07-08T12:32:40Z'), 'Vercors', 11)).toBe('2026-07-08 14h32 Vercors 012.jpg');
    expect(photoFileName(at('2026-02-10T23:05:00Z'), 'Vercors', 999)).toBe(
      '2026-02-11 00h05 Vercors 1000.jpg',
    );
  });

  it('removes what Windows, macOS, Android or iOS refuse, and keeps accents composed', () => {
    const name = photoFileName(at('2026-07-08T12:32:00Z'), ' Cap/Sud: "été"?* <2026>|\\\u0007 ', 0);
    expect(name).toBe('2026-07-08 14h32 Cap Sud été 2026 001.jpg');
    expect(name).not.toMatch(/[<>:"/\\|?*\p{Cc}]/u);
    // "é" typed as e and a combining accent (macOS) becomes the single character.
    expect(stayNamePart('Cre\u0301pes...')).toBe('Cr\u00e9pes');
  });

  it('cuts a long stay name, and leaves it out when nothing of it is left', () => {
    const long = 'Séjour '.repeat(20);
    expect([...stayNamePart(long)].length).toBeLessThanOrEqual(STAY_NAME_CHARS);
    expect(stayNamePart(long)).not.toMatch(/[.\s]$/);
    expect(photoFileName(at('2026-07-08T12:32:00Z'), '???', 1)).toBe('2026-07-08 14h32 002.jpg');
  });

  it('never takes more bytes than planned, with the widest characters', () => {
    for (const position of [0, 998, 999, 65_534]) {
      const name = photoFileName(at('2026-07-08T12:32:00Z'), '😀'.repeat(60), position);
      expect(Buffer.byteLength(name, 'utf8')).toBeLessThanOrEqual(maxPhotoFileNameBytes(position));
    }
  });
});

describe('photoNameStem', () => {
  it('is how every name a family saves the photo under begins', () => {
    // Prepare: 8 July 2026, 12:32 UTC, 14h32 in Paris.
    const time = Date.UTC(2026, 6, 8, 12, 32) / 1000;
    // Act
    const stem = photoNameStem(time, 'Colo_Vercors');
    // Assess
    expect(stem).toBe('2026-07-08 14h32 Colo Vercors');
    expect(photoFileName(time, 'Colo_Vercors', 11).startsWith(`${stem} `)).toBe(true);
  });
});
