/**
 * When a photo was taken, read from its EXIF block before the media worker removes the metadata:
 * DateTimeOriginal, with OffsetTimeOriginal when the camera wrote it. Phones write both; a camera
 * without the offset wrote the time its clock showed, taken as Paris time (the organisation's zone).
 * Only these two tags are read, by hand: no EXIF library for twenty lines of TIFF.
 */

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const ASCII = 2;

/** The oldest capture time believed: a camera whose clock was never set says 1970, 2000 or 0000. */
const EARLIEST = Date.UTC(2001, 0, 1);
/** A capture time this far after the processing is a wrong clock too. */
const LATEST_AHEAD_MS = 2 * 24 * 60 * 60 * 1000;

interface Tiff {
  readonly view: DataView;
  readonly little: boolean;
}

/** The ASCII values of `tags` in the IFD at `offset` (relative to the TIFF header). */
const asciiTags = (tiff: Tiff, offset: number, tags: readonly number[]): Map<number, string | number> => {
  const { view, little } = tiff;
  const found = new Map<number, string | number>();
  if (offset + 2 > view.byteLength) return found;
  const count = view.getUint16(offset, little);
  for (let i = 0; i < count; i += 1) {
    const at = offset + 2 + i * 12;
    if (at + 12 > view.byteLength) break;
    const tag = view.getUint16(at, little);
    if (!tags.includes(tag)) continue;
    const type = view.getUint16(at + 2, little);
    const length = view.getUint32(at + 4, little);
    if (tag === EXIF_IFD_POINTER) {
      found.set(tag, view.getUint32(at + 8, little));
      continue;
    }
    if (type !== ASCII) continue;
    const start = length <= 4 ? at + 8 : view.getUint32(at + 8, little);
    if (start + length > view.byteLength) continue;
    let text = '';
    for (let j = 0; j < length; j += 1) {
      const code = view.getUint8(start + j);
      if (code === 0) break;
      text += String.fromCharCode(code);
    }
    found.set(tag, text);
  }
  return found;
};

/** Minutes Paris is ahead of UTC at `utcMs`. */
const parisOffsetMinutes = (utcMs: number): number => {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
      .formatToParts(new Date(utcMs))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/** The instant of a wall-clock time, at `offset` ("+02:00"), or in Paris when there is none. */
const instantOf = (wall: number, offset: string | undefined): number | undefined => {
  if (offset !== undefined) {
    const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim());
    if (match)
      return wall - (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  }
  // The offset in force at that wall time: taken at the guess, then at the corrected instant.
  const guess = wall - parisOffsetMinutes(wall) * 60_000;
  return wall - parisOffsetMinutes(guess) * 60_000;
};

/**
 * The capture time (ISO instant) in an EXIF block as sharp's metadata gives it ("Exif\0\0" and a
 * TIFF structure); undefined when there is none, it is unreadable, or it cannot be right.
 */
export const captureTime = (exif: Uint8Array | undefined, now: Date): string | undefined => {
  if (!exif) return undefined;
  const skip = exif.length >= 6 && String.fromCharCode(...exif.subarray(0, 4)) === 'Exif' ? 6 : 0;
  const view = new DataView(exif.buffer, exif.byteOffset + skip, exif.byteLength - skip);
  if (view.byteLength < 8) return undefined;
  const order = view.getUint16(0, false);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const tiff: Tiff = { view, little: order === 0x4949 };
  if (view.getUint16(2, tiff.little) !== 42) return undefined;
  const pointer = asciiTags(tiff, view.getUint32(4, tiff.little), [EXIF_IFD_POINTER]).get(EXIF_IFD_POINTER);
  if (typeof pointer !== 'number') return undefined;
  const tags = asciiTags(tiff, pointer, [DATE_TIME_ORIGINAL, OFFSET_TIME_ORIGINAL]);
  const original = tags.get(DATE_TIME_ORIGINAL);
  const offset = tags.get(OFFSET_TIME_ORIGINAL);
  const match =
    typeof original === 'string' && /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(original);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const instant = instantOf(
    Date.UTC(year, month - 1, day, hour, minute, second),
    typeof offset === 'string' ? offset : undefined,
  );
  if (instant === undefined || instant < EARLIEST || instant > now.getTime() + LATEST_AHEAD_MS)
    return undefined;
  return new Date(instant).toISOString();
};

/** The EXIF tags that say when a photo was taken, as sharp's `withExif` takes them (IFD2 is the Exif IFD). */
export interface CaptureTags {
  readonly DateTimeOriginal: string;
  readonly OffsetTimeOriginal: string;
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A capture time (ISO instant) as DateTimeOriginal and OffsetTimeOriginal, in Paris time with the
 * offset then in force: the wall time the families lived, and the instant any reader can recover.
 * Undefined for a time that does not parse.
 */
export const captureTags = (takenAt: string): CaptureTags | undefined => {
  const instant = Date.parse(takenAt);
  if (Number.isNaN(instant)) return undefined;
  const offset = parisOffsetMinutes(instant);
  const wall = new Date(instant + offset * 60_000);
  const date = `${wall.getUTCFullYear()}:${two(wall.getUTCMonth() + 1)}:${two(wall.getUTCDate())}`;
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return {
    DateTimeOriginal: `${date} ${time}`,
    OffsetTimeOriginal: `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`,
  };
};
