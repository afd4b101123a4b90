/**
 * Reads a binary PGM (`P5`), the format of the AT&T faces: sharp's build does not read it. The
 * header is "P5", width, height and the largest grey value, separated by blanks, comments allowed.
 */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export function parsePgm(file: Uint8Array): GreyImage {
  const tokens: number[] = [];
  let at = 0;
  const blank = (byte: number | undefined) =>
    byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
  if (file[0] !== 0x50 || file[1] !== 0x35) throw new Error('Not a binary PGM (P5) file');
  at = 2;
  while (tokens.length < 3) {
    while (blank(file[at])) at++;
    if (file[at] === 0x23) {
      while (at < file.length && file[at] !== 0x0a) at++;
      continue;
    }
    let value = 0;
    let digits = 0;
    for (let byte = file[at]; byte !== undefined && byte >= 0x30 && byte <= 0x39; byte = file[++at]) {
      value = value * 10 + (byte - 0x30);
      digits++;
    }
    if (digits === 0) throw new Error('Malformed PGM header');
    tokens.push(value);
  }
  const [width = 0, height = 0, max = 0] = tokens;
  if (max > 255) throw new Error('16-bit PGM is not supported');
  // One blank separates the header from the pixels.
  const start = at + 1;
  const data = file.subarray(start, start + width * height);
  if (data.length !== width * height) throw new Error('Truncated PGM file');
  return { data, width, height };
}
