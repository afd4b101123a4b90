/**
 * The bytes of a zip of stored entries, computed rather than produced by a zip library, so that the
 * zip can stop in one process and go on in another: an entry's bytes depend only on its name, its
 * time and its data, so a worker that resumes writes again exactly the bytes the previous one had
 * not yet uploaded, and the central directory is written from the entries both recorded. No zip
 * library (archiver, yazl, fflate) exposes its state to be carried to another process; the format of
 * stored entries is small.
 *
 * Each local header carries the entry's CRC-32 and sizes, so the worker knows them before it writes
 * the data (from the photo's record, or by reading the photo first) and writes no data descriptor:
 * streaming readers (Java's ZipInputStream and the Android file managers built on it) refuse a
 * stored entry whose sizes come after its data.
 *
 * Classic 32-bit fields only, no Zip64: a part is planned under 4 GB and at most MAX_ARCHIVE_PHOTOS
 * entries, and the worker checks that the next entry and the central directory still fit before it
 * writes that entry (`fitsZip32`). 0xFFFFFFFF and 0xFFFF are never written as values: readers take
 * them as "see the Zip64 record".
 */
import { crc32 } from 'node:zlib';

/**
 * An entry written, as the checkpoint keeps it: its place in the selection, CRC-32, size, where its
 * local header starts, its name and its time (Unix seconds).
 */
export type ZipEntryRecord = [
  position: number,
  crc: number,
  size: number,
  offset: number,
  name: string,
  time: number,
];

/** What an entry's local header says, known before its data is written. */
export interface EntryHeader {
  readonly name: string;
  readonly crc: number;
  readonly size: number;
  /** Unix seconds: the photo's capture time. */
  readonly time: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 11: the name is UTF-8 (without it, readers decode it as code page 437). */
const FLAG_UTF8 = 0x0800;
/** 2.0: what readers need for a stored entry; made by MS-DOS (high byte 0): no Unix permissions. */
const VERSION = 20;
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_HEADER_BYTES = 46;
export const END_RECORD_BYTES = 22;
/** The extended timestamp field (0x5455): the modification time in Unix seconds, UTC. */
const EXTENDED_TIMESTAMP = 0x5455;
const EXTENDED_TIMESTAMP_BYTES = 9;
/** Largest size or offset a classic field holds: 0xFFFFFFFF itself means "in the Zip64 record". */
export const MAX_ZIP32_VALUE = 0xfffffffe;
/** Largest entry count of the end record: 0xFFFF itself means "in the Zip64 record". */
export const MAX_ZIP32_ENTRIES = 0xfffe;

const PARIS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Wall-clock fields of an instant in Europe/Paris. */
export const parisFields = (
  date: Date,
): {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
} => {
  const parts = Object.fromEntries(
    PARIS.formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 1980,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
};

/**
 * The MS-DOS date and time of an instant, in Paris time: the fields have no time zone and readers
 * show them as they are, so they hold the time the families' clocks showed. MS-DOS dates run from
 * 1980 to 2107; an instant outside is written as the nearest end.
 */
export const dosDateTime = (unixSeconds: number): { readonly time: number; readonly date: number } => {
  const { year, month, day, hour, minute, second } = parisFields(new Date(unixSeconds * 1000));
  if (year < 1980) return { time: 0, date: (1 << 5) | 1 };
  if (year > 2107) return { time: (23 << 11) | (59 << 5) | 29, date: (127 << 9) | (12 << 5) | 31 };
  return {
    time: (hour << 11) | (minute << 5) | Math.floor(second / 2),
    date: ((year - 1980) << 9) | (month << 5) | day,
  };
};

/** The extended timestamp's time, a signed 32-bit field in readers (Java, Info-ZIP): kept within it. */
const unixField = (unixSeconds: number): number => Math.min(Math.max(Math.floor(unixSeconds), 0), 0x7fffffff);

const extendedTimestamp = (unixSeconds: number): Buffer => {
  const field = Buffer.alloc(EXTENDED_TIMESTAMP_BYTES);
  field.writeUInt16LE(EXTENDED_TIMESTAMP, 0);
  field.writeUInt16LE(5, 2);
  field.writeUInt8(1, 4); // bit 0: the modification time follows (the central copy holds only it)
  field.writeInt32LE(unixField(unixSeconds), 5);
  return field;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is what the test is about
const isAscii = (name: string): boolean => /^[\x00-\x7f]*$/.test(name);

const flagsOf = (name: string): number => (isAscii(name) ? 0 : FLAG_UTF8);

/** The common part of the local and central headers, from "version needed" to the name's length. */
const writeCommonFields = (header: Buffer, at: number, entry: EntryHeader, nameBytes: Buffer): void => {
  const when = dosDateTime(entry.time);
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(flagsOf(entry.name), at + 2);
  header.writeUInt16LE(0, at + 4); // stored: JPEGs do not shrink
  header.writeUInt16LE(when.time, at + 6);
  header.writeUInt16LE(when.date, at + 8);
  header.writeUInt32LE(entry.crc >>> 0, at + 10);
  header.writeUInt32LE(entry.size, at + 14); // compressed size: stored, the same
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(nameBytes.length, at + 22);
  header.writeUInt16LE(EXTENDED_TIMESTAMP_BYTES, at + 24);
};

const checkEntry = (entry: EntryHeader, nameBytes: Buffer): void => {
  if (!Number.isSafeInteger(entry.size) || entry.size < 0 || entry.size > MAX_ZIP32_VALUE)
    throw new RangeError(`Zip entry ${entry.name}: size ${entry.size} does not fit a classic zip`);
  if (nameBytes.length === 0 || nameBytes.length > 0xffff)
    throw new RangeError(`Zip entry name of ${nameBytes.length} bytes`);
};

/** The local header of an entry, its CRC-32 and sizes included; the data follows it directly. */
export const localHeader = (entry: EntryHeader): Buffer => {
  const nameBytes = Buffer.from(entry.name, 'utf8');
  checkEntry(entry, nameBytes);
  const header = Buffer.alloc(LOCAL_HEADER_BYTES);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  writeCommonFields(header, 4, entry, nameBytes);
  return Buffer.concat([header, nameBytes, extendedTimestamp(entry.time)]);
};

/** Bytes an entry takes in the zip before the central directory: local header, then data. */
export const entryLength = (name: string, size: number): number =>
  LOCAL_HEADER_BYTES + Buffer.byteLength(name, 'utf8') + EXTENDED_TIMESTAMP_BYTES + size;

/** Bytes of an entry's record in the central directory. */
export const directoryRecordLength = (name: string): number =>
  CENTRAL_HEADER_BYTES + Buffer.byteLength(name, 'utf8') + EXTENDED_TIMESTAMP_BYTES;

/**
 * Whether a zip still fits the classic fields once one more entry is written at `offset`: its local
 * header within 32 bits, the central directory after it (of `directoryBytes` so far plus its own
 * record) within 32 bits, and the count within 16. Checked before the entry's first byte is written.
 */
export const fitsZip32 = (
  next: { readonly offset: number; readonly name: string; readonly size: number },
  directory: { readonly entries: number; readonly bytes: number },
): boolean => {
  const directoryStart = next.offset + entryLength(next.name, next.size);
  const directoryBytes = directory.bytes + directoryRecordLength(next.name);
  return (
    next.offset <= MAX_ZIP32_VALUE &&
    next.size <= MAX_ZIP32_VALUE &&
    directoryStart <= MAX_ZIP32_VALUE &&
    directoryBytes <= MAX_ZIP32_VALUE &&
    directory.entries + 1 <= MAX_ZIP32_ENTRIES
  );
};

/** The central directory and its end record, for entries written from `offset` on. */
export const centralDirectory = (entries: readonly ZipEntryRecord[], offset: number): Buffer => {
  if (entries.length > MAX_ZIP32_ENTRIES) throw new RangeError(`${entries.length} zip entries`);
  const records = entries.map(([, crc, size, at, name, time]) => {
    const nameBytes = Buffer.from(name, 'utf8');
    const entry = { name, crc, size, time };
    checkEntry(entry, nameBytes);
    if (at > MAX_ZIP32_VALUE) throw new RangeError(`Zip entry ${name} at offset ${at}`);
    const record = Buffer.alloc(CENTRAL_HEADER_BYTES);
    record.writeUInt32LE(CENTRAL_HEADER, 0);
    record.writeUInt16LE(VERSION, 4); // made by: MS-DOS, 2.0
    writeCommonFields(record, 6, entry, nameBytes);
    // Comment length, disk number, internal and external attributes (32…41) stay zero.
    record.writeUInt32LE(at, 42);
    return Buffer.concat([record, nameBytes, extendedTimestamp(time)]);
  });
  const directory = Buffer.concat(records);
  if (directory.length > MAX_ZIP32_VALUE || offset > MAX_ZIP32_VALUE)
    throw new RangeError(`Zip central directory of ${directory.length} bytes at ${offset}`);
  const end = Buffer.alloc(END_RECORD_BYTES);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
};

/** CRC-32 of data in memory, as the zip records it. */
export const crcOf = (data: Uint8Array): number => crc32(data) >>> 0;
