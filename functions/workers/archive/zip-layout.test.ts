import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { expectReadByAll } from '#test/helpers/zip-readers.js';
import {
  centralDirectory,
  directoryRecordLength,
  dosDateTime,
  entryLength,
  fitsZip32,
  localHeader,
  MAX_ZIP32_ENTRIES,
  MAX_ZIP32_VALUE,
  type ZipEntryRecord,
} from './zip-layout.js';

const run = promisify(execFile);

/** 14 July 2026, 16:42:10 in Paris (summer time, UTC+2). */
const SUMMER = Date.UTC(2026, 6, 14, 14, 42, 10) / 1000;
/** 3 January 2026, 09:05:00 in Paris (winter time, UTC+1). */
const WINTER = Date.UTC(2026, 0, 3, 8, 5, 0) / 1000;

/** A zip of `photos` as the worker lays it out, with each entry's bytes. */
const zipOf = (photos: readonly { name: string; data: Buffer; time: number }[]) => {
  const chunks: Buffer[] = [];
  const entries: ZipEntryRecord[] = [];
  let offset = 0;
  photos.forEach(({ name, data, time }, position) => {
    const crc = crc32(data);
    const bytes = Buffer.concat([localHeader({ name, crc, size: data.length, time }), data]);
    expect(bytes.length).toBe(entryLength(name, data.length));
    entries.push([position, crc, data.length, offset, name, time]);
    chunks.push(bytes);
    offset += bytes.length;
  });
  chunks.push(centralDirectory(entries, offset));
  return Buffer.concat(chunks);
};

const photos = [
  { name: 'photo-7.jpg', data: Buffer.from('première photo'), time: SUMMER },
  { name: '2026-01-03 09h05 Séjour Été 008.jpg', data: Buffer.alloc(70_000, 7), time: WINTER },
  { name: 'vide.jpg', data: Buffer.alloc(0), time: SUMMER },
];

// Each zip is also read by three other programs, a JVM among them: seconds, not milliseconds, on a
// busy machine.
describe('zip layout', { timeout: 60_000 }, () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('states CRC-32 and sizes in the local header, with no data descriptor', () => {
    const data = Buffer.from('abc');
    const header = localHeader({ name: 'a.jpg', crc: crc32(data), size: 3, time: SUMMER });
    expect(header.readUInt32LE(0)).toBe(0x04034b50);
    expect(header.readUInt16LE(6) & 0x0008).toBe(0); // no data descriptor
    expect(header.readUInt16LE(6) & 0x0800).toBe(0); // an ASCII name needs no UTF-8 flag
    expect(header.readUInt16LE(8)).toBe(0); // stored
    expect(header.readUInt32LE(14)).toBe(0x352441c2); // CRC-32 of "abc"
    expect(header.readUInt32LE(18)).toBe(3);
    expect(header.readUInt32LE(22)).toBe(3);
    expect(header.readUInt16LE(26)).toBe(5);
    expect(header.readUInt16LE(28)).toBe(9);
    // The extended timestamp: tag, length 5, "modification time", Unix seconds.
    expect(header.readUInt16LE(35)).toBe(0x5455);
    expect(header.readUInt16LE(37)).toBe(5);
    expect(header.readUInt8(39)).toBe(1);
    expect(header.readInt32LE(40)).toBe(SUMMER);
    expect(header.length).toBe(entryLength('a.jpg', 3) - 3);
  });

  it('flags a name with accents as UTF-8 and writes it as UTF-8', () => {
    const header = localHeader({ name: 'Été.jpg', crc: 0, size: 0, time: SUMMER });
    expect(header.readUInt16LE(6)).toBe(0x0800);
    expect(header.subarray(30, 30 + header.readUInt16LE(26)).toString('utf8')).toBe('Été.jpg');
  });

  it('writes MS-DOS times in Paris time, summer and winter', () => {
    const fields = ({ time, date }: { time: number; date: number }) => [
      (date >> 9) + 1980,
      (date >> 5) & 15,
      date & 31,
      time >> 11,
      (time >> 5) & 63,
      (time & 31) * 2,
    ];
    expect(fields(dosDateTime(SUMMER))).toEqual([2026, 7, 14, 16, 42, 10]);
    expect(fields(dosDateTime(WINTER))).toEqual([2026, 1, 3, 9, 5, 0]);
    expect(fields(dosDateTime(0))).toEqual([1980, 1, 1, 0, 0, 0]); // before MS-DOS dates: the first
  });

  it('writes a central directory whose records and end record agree with the entries', () => {
    const zip = zipOf(photos);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 8)).toBe(3);
    expect(zip.readUInt16LE(end + 10)).toBe(3);
    const directorySize = zip.readUInt32LE(end + 12);
    const directoryStart = zip.readUInt32LE(end + 16);
    expect(directoryStart + directorySize).toBe(end);
    expect(directorySize).toBe(photos.reduce((sum, p) => sum + directoryRecordLength(p.name), 0));
    // The second record: the UTF-8 name, its CRC-32, sizes and local header's offset.
    const second = directoryStart + directoryRecordLength(photos[0]?.name ?? '');
    expect(zip.readUInt32LE(second)).toBe(0x02014b50);
    expect(zip.readUInt16LE(second + 8)).toBe(0x0800);
    expect(zip.readUInt32LE(second + 16)).toBe(crc32(Buffer.alloc(70_000, 7)));
    expect(zip.readUInt32LE(second + 20)).toBe(70_000);
    expect(zip.readUInt32LE(second + 24)).toBe(70_000);
    expect(zip.readUInt32LE(second + 42)).toBe(
      entryLength('photo-7.jpg', Buffer.byteLength('première photo')),
    );
    expect(zip.readUInt16LE(second + 30)).toBe(9);
  });

  it('is read by Python, bsdtar and Java’s streaming reader with its names, bytes and times', async () => {
    await expectReadByAll(
      zipOf(photos),
      photos.map(({ name, data, time }) => ({
        name,
        data,
        time: { unix: time, paris: time === SUMMER ? '2026-07-14 16:42:10' : '2026-01-03 09:05:00' },
      })),
    );
  });

  it('is read by Info-ZIP without a warning, an empty zip too', async () => {
    dir = await mkdtemp(join(tmpdir(), 'zip-layout-'));
    const file = join(dir, 'part.zip');
    await writeFile(file, zipOf(photos));
    const tested = await run('unzip', ['-t', file]);
    // Info-ZIP shows the extended timestamp in the machine's zone: Paris, as a family's computer.
    const listed = await run('zipinfo', ['-T', '-l', file], { env: { ...process.env, TZ: 'Europe/Paris' } });
    expect(tested.stdout).toContain('No errors detected');
    expect(listed.stdout).toContain('20260714.164210');
    expect(listed.stdout).toContain('20260103.090500 2026-01-03 09h05 Séjour Été 008.jpg');
    await expectReadByAll(zipOf([]), []);
  });

  it('fails the readers when a size is one off', async () => {
    const data = Buffer.from('une photo');
    const header = localHeader({ name: 'a.jpg', crc: crc32(data), size: data.length + 1, time: SUMMER });
    const entries: ZipEntryRecord[] = [[0, crc32(data), data.length + 1, 0, 'a.jpg', SUMMER]];
    const zip = Buffer.concat([header, data, Buffer.alloc(1), centralDirectory(entries, header.length + 10)]);
    await expect(expectReadByAll(zip, [{ name: 'a.jpg', data }])).rejects.toThrow();
  });

  it('never writes the values reserved for Zip64, and says beforehand what does not fit', () => {
    expect(() => localHeader({ name: 'a.jpg', crc: 0, size: 0xffffffff, time: SUMMER })).toThrow(RangeError);
    expect(fitsZip32({ offset: 0, name: 'a.jpg', size: 10 }, { entries: 0, bytes: 0 })).toBe(true);
    const size = MAX_ZIP32_VALUE - entryLength('a.jpg', 0);
    expect(fitsZip32({ offset: 0, name: 'a.jpg', size }, { entries: 0, bytes: 0 })).toBe(true);
    expect(fitsZip32({ offset: 1, name: 'a.jpg', size }, { entries: 0, bytes: 0 })).toBe(false);
    expect(
      fitsZip32({ offset: 0, name: 'a.jpg', size: 1 }, { entries: MAX_ZIP32_ENTRIES - 1, bytes: 0 }),
    ).toBe(true);
    expect(fitsZip32({ offset: 0, name: 'a.jpg', size: 1 }, { entries: MAX_ZIP32_ENTRIES, bytes: 0 })).toBe(
      false,
    );
    expect(() => centralDirectory([[0, 0, 1, 0xffffffff, 'a.jpg', SUMMER]], 0)).toThrow(RangeError);
  });
});
