import { describe, expect, it } from 'vitest';
import type { ArchiveRecord } from '../../domain/archive.js';
import { archiveStatus } from './archive-status.js';

const record = (status: ArchiveRecord['status']): ArchiveRecord => ({
  archiveId: 'a'.repeat(32),
  stageId: 's1',
  items: [{ photoId: 'p1', version: 1 }],
  fileName: 'Colo_des_Cimes.zip',
  key: `archives/s1/${'a'.repeat(32)}.zip`,
  status,
  done: 1,
  total: 1,
  requested_at: '2026-08-07T08:00:00.000Z',
  expires_at: 0,
});

const links = { url: async (key: string) => `https://cdn.example.org/${key}?signature` };

describe('archiveStatus', () => {
  it('gives the progress and the download link of a ready archive', async () => {
    // Act
    const status = await archiveStatus({ archives: { links } }, record('prete'));
    // Assess
    expect(status).toEqual({
      archiveId: 'a'.repeat(32),
      status: 'prete',
      done: 1,
      total: 1,
      fileName: 'Colo_des_Cimes.zip',
      url: `https://cdn.example.org/archives/s1/${'a'.repeat(32)}.zip?signature`,
    });
  });

  it('gives no link while the archive is building or after it failed', async () => {
    // Act
    const building = await archiveStatus({ archives: { links } }, record('en_cours'));
    const failed = await archiveStatus({ archives: { links } }, record('echec'));
    // Assess
    expect(building.url).toBeNull();
    expect(failed.url).toBeNull();
  });
});
