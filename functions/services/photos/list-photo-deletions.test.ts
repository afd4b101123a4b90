import { describe, expect, it } from 'vitest';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { listPhotoDeletions } from './list-photo-deletions.js';

const entry = (stayId: string, photoId: string, at: string) => ({
  stageId: stayId,
  photoId,
  deleted_at: at,
  duree_diffusion: null,
  active_par: 'Luc',
  reason: 'suppression' as const,
  objects: 3,
});

describe('listPhotoDeletions', () => {
  it("lists the stay's deletions newest first, without the stay in each entry", async () => {
    // Prepare
    const photoDeletions = inMemoryPhotoDeletions();
    await photoDeletions.record(entry('stay1', 'p1', '2026-08-01T10:00:00.000Z'));
    await photoDeletions.record(entry('stay1', 'p2', '2026-08-02T10:00:00.000Z'));
    await photoDeletions.record(entry('stay2', 'p3', '2026-08-03T10:00:00.000Z'));
    // Act
    const listed = await listPhotoDeletions({ photoDeletions }, 'stay1');
    // Assess
    expect(listed).toEqual([
      {
        photoId: 'p2',
        deleted_at: '2026-08-02T10:00:00.000Z',
        duree_diffusion: null,
        active_par: 'Luc',
        reason: 'suppression',
        objects: 3,
      },
      {
        photoId: 'p1',
        deleted_at: '2026-08-01T10:00:00.000Z',
        duree_diffusion: null,
        active_par: 'Luc',
        reason: 'suppression',
        objects: 3,
      },
    ]);
  });
});
