import { describe, expect, it } from 'vitest';
import type { ArchiveRecord } from '#functions/domain/archive.js';
import { messages } from '#shared/messages.js';
import { inMemoryArchiveStore } from '#test/memory/archives.js';
import { ServiceError } from '../service-error.js';
import { getArchive } from './get-archive.js';

const ID = 'a'.repeat(32);

const ready: ArchiveRecord = {
  archiveId: ID,
  stageId: 's1',
  items: [{ photoId: 'p1', version: 1 }],
  fileName: 'photos.zip',
  key: `archives/s1/${ID}.zip`,
  status: 'prete',
  done: 1,
  total: 1,
  requested_at: '2026-08-07T08:00:00.000Z',
  expires_at: 0,
};

const deps = {
  archives: {
    store: inMemoryArchiveStore([ready]),
    links: { url: async (key: string) => `https://cdn.example.org/${key}?signature` },
  },
  clock: () => new Date('2026-08-07T08:00:00.000Z'),
};

describe('getArchive', () => {
  it('gives the state of the stay’s archive with its link', async () => {
    await expect(getArchive(deps, { stageId: 's1', archiveId: ID })).resolves.toMatchObject({
      status: 'prete',
      url: `https://cdn.example.org/archives/s1/${ID}.zip?signature`,
    });
  });

  it('answers another stay’s archive, like an unknown one, as not found', async () => {
    for (const asked of [
      { stageId: 's2', archiveId: ID },
      { stageId: 's1', archiveId: 'b'.repeat(32) },
    ]) {
      const refusal = await getArchive(deps, asked).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ServiceError);
      expect(refusal).toMatchObject({ kind: 'not-found', message: messages.archive.archiveNotFound });
    }
  });
});
