/**
 * The bytes of a zip of stored entries, computed rather than produced by a zip library, so that the
 * zip can stop in one process and go on in another: an entry's bytes depend only on its name, its
 * data and the archive's date (the CRC and sizes follow the data, in a data descriptor), so a worker
 * that resumes writes again exactly the bytes the previous one had not yet uploaded, and the central
 * directory is written from the entries both recorded. No zip library (archiver, yazl, fflate)
 * exposes its state to be carried to another process; the format of stored entries is small.
 * Parts stay under 4 GB, so the classic 32-bit fields hold every size and offset (no Zip64).
 */

/** An entry written: its place in the selection, CRC-32, size and where its local header starts. */
export type ZipEntryRecord = [position: number, crc: number, size: number, offset: number];

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; the local header's are zero. */
const FLAG_DATA_DESCRIPTOR = 0x0008;
const VERSION = 20;
const MAX_32 = 0xffffffff;

/** Date and time of the entries in MS-DOS form (local fields: the zip format has no time zone). */
export const dosDateTime = (date: Date): { readonly time: number; readonly date: number } => ({
  time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
  date:
    ((Math.max(1980, date.getUTCFullYear()) - 1980) << 9) |
    ((date.getUTCMonth() + 1) << 5) |
    date.getUTCDate(),
});

export type DosDateTime = ReturnType<typeof dosDateTime>;

const guard = (value: number, what: string): number => {
  if (value > MAX_32) throw new Error(`Zip part too large: ${what} ${value} exceeds 32 bits`);
  return value;
};

export const localHeader = (name: string, when: DosDateTime): Buffer => {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 6);
  header.writeUInt16LE(0, 8); // stored: JPEGs do not shrink
  header.writeUInt16LE(when.time, 10);
  header.writeUInt16LE(when.date, 12);
  // CRC-32 and sizes (14…25) stay zero: the data descriptor carries them.
  header.writeUInt16LE(nameBytes.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, nameBytes]);
};

export const dataDescriptor = (crc: number, size: number): Buffer => {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  descriptor.writeUInt32LE(guard(size, 'entry size'), 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
};

/** Bytes an entry takes in the zip before the central directory: header, data, descriptor. */
export const entryLength = (name: string, size: number): number =>
  30 + Buffer.byteLength(name, 'utf8') + size + 16;

/** The central directory and its end record, for entries written from `offset` on. */
export const centralDirectory = (
  entries: readonly ZipEntryRecord[],
  nameOf: (position: number) => string,
  when: DosDateTime,
  offset: number,
): Buffer => {
  const records = entries.map(([position, crc, size, at]) => {
    const nameBytes = Buffer.from(nameOf(position), 'utf8');
    const record = Buffer.alloc(46);
    record.writeUInt32LE(CENTRAL_HEADER, 0);
    record.writeUInt16LE(VERSION, 4); // made by: MS-DOS, 2.0
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 8);
    record.writeUInt16LE(0, 10);
    record.writeUInt16LE(when.time, 12);
    record.writeUInt16LE(when.date, 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(guard(size, 'entry size'), 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    // Extra, comment, disk, attributes (30…41) stay zero.
    record.writeUInt32LE(guard(at, 'entry offset'), 42);
    return Buffer.concat([record, nameBytes]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(guard(directory.length, 'central directory size'), 12);
  end.writeUInt32LE(guard(offset, 'central directory offset'), 16);
  return Buffer.concat([directory, end]);
};
