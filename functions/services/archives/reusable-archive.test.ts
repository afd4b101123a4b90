import { describe, expect, it } from 'vitest';
import { ABANDONED_ARCHIVE_MS, type ArchiveRecord } from '#functions/domain/archive.js';
import { inMemoryArchiveStore } from '#test/memory/archives.js';
import { reusableArchive } from './reusable-archive.js';

const NOW = new Date('2026-08-07T08:00:00Z');
const ID = 'a'.repeat(32);

const record = (status: ArchiveRecord['status'], askedMsAgo = 60_000): ArchiveRecord => ({
  archiveId: ID,
  stageId: 's1',
  items: [{ photoId: 'p1', version: 1 }],
  fileName: 'photos.zip',
  key: `archives/s1/${ID}.zip`,
  status,
  done: 0,
  total: 1,
  requested_at: new Date(NOW.getTime() - askedMsAgo).toISOString(),
  expires_at: 0,
});

/** The archive with this record, and whether its zip is still stored. */
const reuse = (records: readonly ArchiveRecord[], zipStored: boolean) =>
  reusableArchive(
    { archives: { store: inMemoryArchiveStore(records), storage: { exists: async () => zipStored } } },
    ID,
    NOW,
  );

describe('reusableArchive', () => {
  it('reuses a ready archive whose zip is stored', async () => {
    await expect(reuse([record('prete')], true)).resolves.toMatchObject({ archiveId: ID, status: 'prete' });
  });

  it('does not reuse a ready archive whose zip has expired', async () => {
    await expect(reuse([record('prete')], false)).resolves.toBeUndefined();
  });

  it('reuses an archive still building, so the same selection starts one job', async () => {
    await expect(reuse([record('en_cours')], false)).resolves.toMatchObject({ status: 'en_cours' });
  });

  it('does not reuse an archive building for so long that its worker died, nor a failed one', async () => {
    await expect(reuse([record('en_cours', ABANDONED_ARCHIVE_MS)], false)).resolves.toBeUndefined();
    await expect(reuse([record('echec')], true)).resolves.toBeUndefined();
  });

  it('finds nothing for a selection never asked for', async () => {
    await expect(reuse([], true)).resolves.toBeUndefined();
  });
});
