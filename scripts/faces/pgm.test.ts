import { describe, expect, it } from 'vitest';
import { parsePgm } from './pgm.js';

const pgm = (header: string, pixels: number[]) =>
  new Uint8Array([...Buffer.from(header, 'latin1'), ...pixels]);

describe('parsePgm', () => {
  it('reads the size and the grey values after the header, comments included', () => {
    const image = parsePgm(pgm('P5\n# a comment\n3 2\n255\n', [0, 1, 2, 3, 4, 255]));
    expect(image).toMatchObject({ width: 3, height: 2 });
    expect([...image.data]).toEqual([0, 1, 2, 3, 4, 255]);
  });

  it('refuses other formats and truncated files', () => {
    expect(() => parsePgm(pgm('P2\n1 1\n255\n', [0]))).toThrow(/P5/);
    expect(() => parsePgm(pgm('P5\n2 2\n255\n', [0, 1, 2]))).toThrow(/Truncated/);
  });
});
