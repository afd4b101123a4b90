import { describe, expect, it } from 'vitest';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { listSeasons } from './list-seasons.js';

describe('listSeasons', () => {
  it('groups the stays by the season of their start, the latest season and stay first', async () => {
    // Prepare
    const stays = readOnlyStays([
      aStay({
        id: 'a',
        nom_stage: 'Colo Mer',
        date_debut: '2026-07-05',
        date_fin: '2026-07-16',
        familles: 40,
      }),
      aStay({ id: 'b', nom_stage: 'Ski', date_debut: '2027-02-14', date_fin: '2027-02-21' }),
      aStay({
        id: 'c',
        nom_stage: 'Colo Montagne',
        date_debut: '2026-08-10',
        date_fin: '2026-08-20',
        actif: 0,
        cloture_le: '2026-09-01T06:00:00.000Z',
      }),
      aStay({ id: 'd', nom_stage: 'Noël', date_debut: '2026-12-20', date_fin: '2026-12-27' }),
    ]);
    // Act
    const seasons = await listSeasons({ stays: stays, photoDeletions: inMemoryPhotoDeletions() });
    // Assess
    expect(seasons.map((season) => [season.label, season.stays.map((stay) => stay.id)])).toEqual([
      ['Hiver 2026-2027', ['b', 'd']],
      ['Été 2026', ['c', 'a']],
    ]);
    expect(seasons[1]?.stays).toEqual([
      {
        id: 'c',
        nomStage: 'Colo Montagne',
        ville: expect.any(String),
        dateDebut: '2026-08-10',
        dateFin: '2026-08-20',
        actif: 0,
        clotureLe: '2026-09-01T06:00:00.000Z',
        familles: null,
      },
      expect.objectContaining({ id: 'a', familles: 40, clotureLe: null }),
    ]);
    expect(seasons.map((season) => season.deletedStays)).toEqual([[], []]);
  });

  it('keeps a season whose stays are all deleted, with the stays the log names', async () => {
    // Prepare
    const photoDeletions = inMemoryPhotoDeletions();
    await photoDeletions.recordStay({
      stageId: 'gone',
      nom_stage: 'Colo Montagne',
      date_debut: '2025-08-10',
      date_fin: '2025-08-20',
      deleted_at: '2025-09-03T10:00:00.000Z',
      deleted_by: 'direction',
    });
    const stays = readOnlyStays([aStay({ id: 'a', date_debut: '2026-07-05', date_fin: '2026-07-16' })]);
    // Act
    const seasons = await listSeasons({ stays: stays, photoDeletions });
    // Assess
    expect(seasons.map((season) => [season.label, season.stays.length])).toEqual([
      ['Été 2026', 1],
      ['Été 2025', 0],
    ]);
    expect(seasons[1]?.deletedStays).toEqual([
      {
        id: 'gone',
        nomStage: 'Colo Montagne',
        dateDebut: '2025-08-10',
        dateFin: '2025-08-20',
        deletedAt: '2025-09-03T10:00:00.000Z',
      },
    ]);
  });
});
