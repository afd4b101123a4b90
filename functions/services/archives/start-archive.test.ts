import { describe, expect, it } from 'vitest';
import type { NewArchive } from '#functions/ports/stores/archives.js';

import { recordingArchiveQueue } from '#test/memory/archive-queue.js';
import { inMemoryArchiveStore } from '#test/memory/archives.js';
import { startArchive } from './start-archive.js';

const archive: NewArchive = {
  archiveId: 'a'.repeat(32),
  stageId: 's1',
  items: [{ photoId: 'p1', version: 1 }],
  fileName: 'photos.zip',
  key: `archives/s1/${'a'.repeat(32)}.zip`,
  status: 'en_cours',
  done: 0,
  total: 1,
  requested_at: '2026-08-07T08:00:00.000Z',
};

describe('startArchive', () => {
  it('records the archive before its job is queued, so the worker always finds it', async () => {
    // Prepare: a queue that looks for the record when the job arrives
    const store = inMemoryArchiveStore();
    const recordedWhenQueued: boolean[] = [];
    const queue = {
      async enqueue(archiveId: string) {
        recordedWhenQueued.push((await store.get(archiveId)) !== undefined);
      },
    };
    // Act
    await startArchive({ archives: { store, queue } }, archive);
    // Assess
    expect(recordedWhenQueued).toEqual([true]);
    expect(store.records.get(archive.archiveId)).toMatchObject({ status: 'en_cours', done: 0, total: 1 });
  });

  it('fails when the job cannot be queued', async () => {
    // Prepare
    const queue = recordingArchiveQueue();
    queue.failWith = new Error('SQS unavailable');
    // Act
    const started = startArchive({ archives: { store: inMemoryArchiveStore(), queue } }, archive);
    // Assess
    await expect(started).rejects.toThrow('SQS unavailable');
  });
});
