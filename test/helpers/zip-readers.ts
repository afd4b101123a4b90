/**
 * Reads a zip with three readers that share nothing with the project's writer: Python's zipfile,
 * libarchive's bsdtar and Java's streaming java.util.zip.ZipInputStream (which refuses stored entries
 * whose sizes follow their data, as Android file managers built on it do). Each gives back every
 * entry's name, bytes and time as it understood them. A reader missing from the machine fails the
 * test with how to install it (.ci/run installs them on CI): a skipped reader would pass unnoticed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type ReaderName = 'python' | 'bsdtar' | 'java';

export interface ReadEntry {
  readonly name: string;
  readonly data: Buffer;
  /**
   * The entry's time: for Python the MS-DOS fields as written ("YYYY-MM-DD HH:MM:SS", no zone), for
   * bsdtar and Java the instant (Unix seconds) they take from the extended timestamp.
   */
  readonly time: string | number;
}

const HERE = join(import.meta.dirname, 'zip-readers');
const MAX_OUTPUT = 512 * 1024 * 1024;

const INSTALL: Record<ReaderName, string> = {
  python: 'python3 (Debian package python3)',
  bsdtar: 'bsdtar (Debian package libarchive-tools)',
  java: 'java with its compiler (Debian package default-jdk-headless)',
};

const tool = async (reader: ReaderName, command: string, args: string[]) => {
  try {
    return await run(command, args, { maxBuffer: MAX_OUTPUT, encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `Zip reader missing: ${command} not found; install ${INSTALL[reader]}, as .ci/run does`,
      );
    const { stderr } = error as { stderr?: string };
    throw new Error(`${reader} refused the zip: ${stderr?.trim() || String(error)}`);
  }
};

const python = async (file: string): Promise<ReadEntry[]> => {
  const { stdout } = await tool('python', 'python3', [join(HERE, 'python_zipfile.py'), file]);
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const entry = JSON.parse(line) as { name: string; dateTime: number[]; flags: number; data: string };
      const [year, month, day, hour, minute, second] = entry.dateTime.map((n) => String(n).padStart(2, '0'));
      return {
        name: entry.name,
        data: Buffer.from(entry.data, 'base64'),
        time: `${year}-${month}-${day} ${hour}:${minute}:${second}`,
      };
    });
};

const bsdtar = async (file: string, dir: string): Promise<ReadEntry[]> => {
  const { stdout } = await tool('bsdtar', 'bsdtar', ['-tf', file]);
  const names = stdout.split('\n').filter(Boolean);
  const out = join(dir, 'bsdtar');
  await run('mkdir', ['-p', out]);
  await tool('bsdtar', 'bsdtar', ['-xf', file, '-C', out]);
  return Promise.all(
    names.map(async (name) => ({
      name,
      data: await readFile(join(out, name)),
      time: Math.floor((await stat(join(out, name))).mtimeMs / 1000),
    })),
  );
};

const java = async (file: string): Promise<ReadEntry[]> => {
  const { stdout } = await tool('java', 'java', [join(HERE, 'ZipStreamRead.java'), file]);
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', time = '', data = ''] = line.split(' ');
      return {
        name: Buffer.from(name, 'base64').toString('utf8'),
        data: Buffer.from(data, 'base64'),
        time: Number(time),
      };
    });
};

/** The zip's entries as each of the three readers reads them, in the order each lists them. */
export const readWithIndependentReaders = async (
  zip: Uint8Array,
): Promise<Record<ReaderName, ReadEntry[]>> => {
  const dir = await mkdtemp(join(tmpdir(), 'zip-readers-'));
  try {
    const file = join(dir, 'archive.zip');
    await writeFile(file, zip);
    const [byPython, byBsdtar, byJava] = await Promise.all([python(file), bsdtar(file, dir), java(file)]);
    return { python: byPython, bsdtar: byBsdtar, java: byJava };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export interface ExpectedEntry {
  readonly name: string;
  readonly data: Uint8Array;
  /** Unix seconds (the extended timestamp) and the Paris wall time of the MS-DOS fields. */
  readonly time?: { readonly unix: number; readonly paris: string };
}

/**
 * Checks that every reader finds exactly `expected`, in order: same names, same bytes, and when
 * given the same times. Throws naming the reader and the entry at the first difference.
 */
export const expectReadByAll = async (zip: Uint8Array, expected: readonly ExpectedEntry[]): Promise<void> => {
  const read = await readWithIndependentReaders(zip);
  for (const [reader, entries] of Object.entries(read)) {
    const names = entries.map((entry) => entry.name);
    const wanted = expected.map((entry) => entry.name);
    if (JSON.stringify(names) !== JSON.stringify(wanted))
      throw new Error(`${reader} read the names ${JSON.stringify(names)}, not ${JSON.stringify(wanted)}`);
    expected.forEach((want, index) => {
      const got = entries[index];
      if (!got?.data.equals(want.data))
        throw new Error(`${reader}: the bytes of ${want.name} differ from the original's`);
      if (!want.time) return;
      const time = reader === 'python' ? want.time.paris : want.time.unix;
      if (got.time !== time) throw new Error(`${reader}: ${want.name} dated ${got.time}, not ${time}`);
    });
  }
};
