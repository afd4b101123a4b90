import { describe, expect, it } from 'vitest';
import type { ArchiveRecord } from '#functions/domain/archive.js';
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

const NOW = new Date('2026-08-07T08:01:00.000Z');

const links = { url: async (key: string) => `https://cdn.example.org/${key}?signature` };

describe('archiveStatus', () => {
  it('gives the progress and the download link of a ready archive', async () => {
    // Act
    const status = await archiveStatus({ archives: { links } }, record('prete'), NOW);
    // Assess
    expect(status).toEqual({
      archiveId: 'a'.repeat(32),
      status: 'prete',
      done: 1,
      total: 1,
      fileName: 'Colo_des_Cimes.zip',
      url: `https://cdn.example.org/archives/s1/${'a'.repeat(32)}.zip?signature`,
      parts: [
        {
          number: 1,
          status: 'prete',
          done: 1,
          total: 1,
          fileName: 'Colo_des_Cimes.zip',
          url: `https://cdn.example.org/archives/s1/${'a'.repeat(32)}.zip?signature`,
        },
      ],
      secondsLeft: null,
      failure: null,
    });
  });

  it('gives no link while the archive is building or after it failed', async () => {
    // Act
    const building = await archiveStatus({ archives: { links } }, record('en_cours'), NOW);
    const failed = await archiveStatus({ archives: { links } }, record('echec'), NOW);
    // Assess
    expect(building.url).toBeNull();
    expect(failed.url).toBeNull();
  });

  it('gives each part its own name and link as soon as it is ready, and the time left at the pace so far', async () => {
    // Prepare: three parts of 100 bytes, the first ready, the second half written, a minute in
    const parts = [
      { first: 0, count: 2, bytes: 100, status: 'prete' as const, done: 2, written: 100 },
      { first: 2, count: 2, bytes: 100, status: 'en_cours' as const, done: 1, written: 50 },
      { first: 4, count: 1, bytes: 100, status: 'en_cours' as const, done: 0, written: 0 },
    ];
    // Act
    const status = await archiveStatus(
      { archives: { links } },
      { ...record('en_cours'), total: 5, parts, ready: 1 },
      NOW,
    );
    // Assess: 150 of 300 bytes in 60 s, so 60 s more
    expect(status.parts.map((part) => [part.fileName, part.done, part.total, part.url !== null])).toEqual([
      ['Colo_des_Cimes (1 sur 3).zip', 2, 2, true],
      ['Colo_des_Cimes (2 sur 3).zip', 1, 2, false],
      ['Colo_des_Cimes (3 sur 3).zip', 0, 1, false],
    ]);
    expect(status.parts[0]?.url).toContain(`archives/s1/${'a'.repeat(32)}-1.zip`);
    expect(status).toMatchObject({ done: 3, total: 5, url: null, secondsLeft: 60 });
  });

  it('says why a failed archive failed', async () => {
    // Act
    const status = await archiveStatus(
      { archives: { links } },
      { ...record('echec'), failure: 'La partie 2 sur 3 a échoué.' },
      NOW,
    );
    // Assess
    expect(status).toMatchObject({
      status: 'echec',
      failure: 'La partie 2 sur 3 a échoué.',
      secondsLeft: null,
    });
  });
});
