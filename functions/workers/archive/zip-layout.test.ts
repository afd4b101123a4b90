import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  centralDirectory,
  dataDescriptor,
  dosDateTime,
  entryLength,
  localHeader,
  type ZipEntryRecord,
} from './zip-layout.js';

const run = promisify(execFile);

describe('zip layout', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes stored entries that Info-ZIP reads back with their names, dates and contents', async () => {
    // Prepare: two entries, numbered as in the second part of an archive
    const when = dosDateTime(new Date('2026-07-14T16:42:10Z'));
    const photos: [number, Buffer][] = [
      [6, Buffer.from('première photo')],
      [7, Buffer.alloc(70_000, 7)],
    ];
    const chunks: Buffer[] = [];
    const entries: ZipEntryRecord[] = [];
    let offset = 0;
    for (const [position, data] of photos) {
      const name = `photo-${position + 1}.jpg`;
      const crc = crc32(data);
      const bytes = Buffer.concat([localHeader(name, when), data, dataDescriptor(crc, data.length)]);
      expect(bytes.length).toBe(entryLength(name, data.length));
      entries.push([position, crc, data.length, offset]);
      chunks.push(bytes);
      offset += bytes.length;
    }
    chunks.push(centralDirectory(entries, (position) => `photo-${position + 1}.jpg`, when, offset));
    dir = await mkdtemp(join(tmpdir(), 'zip-layout-'));
    const file = join(dir, 'part.zip');
    await writeFile(file, Buffer.concat(chunks));
    // Act
    const tested = await run('unzip', ['-t', file]);
    const listed = await run('zipinfo', ['-T', '-l', file]);
    // Assess
    expect(tested.stdout).toContain('No errors detected');
    expect(listed.stdout).toMatch(/photo-7\.jpg/);
    expect(listed.stdout).toMatch(/70000 .*photo-8\.jpg/);
    expect(listed.stdout).toContain('20260714.164210');
  });

  it('refuses sizes beyond the 32-bit fields rather than write a broken zip', () => {
    expect(() => dataDescriptor(0, 2 ** 32)).toThrow(/32 bits/);
  });
});
