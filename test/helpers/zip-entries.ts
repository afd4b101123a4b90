/**
 * Reads the entries of a zip file held in memory, so a test can check what a user would find after
 * unzipping, without a zip library in the project's dependencies. It follows the central directory
 * (the index unzip tools trust), reads each entry's data from its local header, and checks its CRC-32.
 * Stored and deflated entries only; Zip64 and multi-disk archives are refused rather than misread.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
  /** Whether the data matches the CRC-32 the archive recorded for it. */
  readonly crcMatches: boolean;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARKER = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

/** The end record sits at the very end, after a comment of unknown length: search backwards. */
const findEndRecord = (zip: Buffer): number => {
  const lowest = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = zip.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new Error('Not a zip file: no end of central directory record');
};

const readData = (zip: Buffer, localOffset: number, method: number, size: number): Buffer => {
  if (zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw new Error('Broken zip: bad local header');
  const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  const raw = zip.subarray(start, start + size);
  if (method === STORED) return raw;
  if (method === DEFLATED) return inflateRawSync(raw);
  throw new Error(`Unsupported zip compression method ${method}`);
};

export const readZipEntries = (zip: Buffer): ZipEntry[] => {
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (directoryOffset === ZIP64_MARKER) throw new Error('Zip64 archives are not read by this helper');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new Error('Broken zip: bad central header');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    if (compressedSize === ZIP64_MARKER || localOffset === ZIP64_MARKER)
      throw new Error('Zip64 entries are not read by this helper');
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const data = readData(zip, localOffset, method, compressedSize);
    entries.push({ name, data, crcMatches: crc32(data) === crc });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};
