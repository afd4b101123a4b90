import { Readable } from 'node:stream';
import { Logger } from '@aws-lambda-powertools/logger';
import { afterEach, describe, expect, it } from 'vitest';
import { inMemoryArchiveStore } from '../../../test/memory/archives.js';
import type { ArchiveRecord } from '../../domain/archive.js';
import { type ArchiveJobDeps, buildArchive } from './build-archive.js';

const record: ArchiveRecord = {
  archiveId: 'a'.repeat(32),
  stageId: 's',
  items: [1, 2, 3].map((n) => ({ photoId: `p${n}`, version: 1 })),
  fileName: 'photos.zip',
  key: 'archives/s/a.zip',
  status: 'en_cours',
  done: 0,
  total: 3,
  requested_at: '2026-11-23T00:00:00.000Z',
  expires_at: 0,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('buildArchive progress', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('fails the job, without an unhandled rejection, when a progress write fails while the next photo is zipped', async () => {
    // Prepare: the first photo takes over a second (a progress write falls due), the write fails at
    // once, and the second photo still takes a while before the worker looks at that write again.
    process.on('unhandledRejection', onUnhandled);
    let added = 0;
    const deps: ArchiveJobDeps = {
      archives: {
        ...inMemoryArchiveStore([record]),
        progress: async () => {
          throw new Error('progress write failed');
        },
      },
      storage: {
        openRead: async () => Readable.from([Buffer.from('x')]),
        exists: async () => false,
        write: async () => undefined,
      },
      zip: () => ({
        output: Readable.from([]),
        add: async () => {
          added += 1;
          await sleep(added === 1 ? 1100 : 200);
        },
        finish: async () => undefined,
        abort: () => undefined,
      }),
      originalKey: (stageId, photoId) => `photos/${stageId}/${photoId}/original.jpg`,
      logger: new Logger({ logLevel: 'SILENT' }),
    };
    // Act
    const outcome = await buildArchive(deps, record.archiveId).catch((error: unknown) => error);
    await sleep(10);
    // Assess
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('progress write failed');
    expect(unhandled).toEqual([]);
  });
});
