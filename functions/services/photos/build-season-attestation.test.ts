import { describe, expect, it } from 'vitest';
import { textWorkbooks } from '#functions/adapters/text-workbook.js';
import type { PhotoDeletionRecord } from '#functions/domain/photo-deletion.js';
import { messages } from '#shared/messages.js';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { cellsOf } from '#test/helpers/workbook-cells.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { buildSeasonAttestation } from './build-season-attestation.js';

const NOW = new Date('2026-10-01T08:00:00Z');

const entry = (stayId: string, photoId: string, bytes: number): PhotoDeletionRecord => ({
  stageId: stayId,
  photoId,
  deleted_at: '2026-09-02T07:00:00.000Z',
  duree_diffusion: null,
  active_par: null,
  reason: 'purge',
  objects: 5,
  deleted_by: 'direction',
  original_name: `${photoId}.jpg`,
  bytes,
});

const prepare = async () => {
  const photoDeletions = inMemoryPhotoDeletions();
  for (const record of [entry('mer', 'p1', 1_000), entry('gone', 'p2', 2_000), entry('noel', 'p3', 4_000)])
    await photoDeletions.record(record);
  // A summer stay deleted since, known only to the log.
  await photoDeletions.recordStay({
    stageId: 'gone',
    nom_stage: 'Colo Montagne',
    date_debut: '2026-08-10',
    date_fin: '2026-08-20',
    deleted_at: '2026-09-03T10:00:00.000Z',
    deleted_by: 'direction',
  });
  const stays = readOnlyStays([
    aStay({
      id: 'mer',
      nom_stage: 'Colo Mer',
      date_debut: '2026-07-05',
      date_fin: '2026-07-16',
      cloture_le: '2026-09-01T06:00:00.000Z',
    }),
    aStay({ id: 'noel', nom_stage: 'Noël au chalet', date_debut: '2026-12-20', date_fin: '2026-12-27' }),
  ]);
  return { photoDeletions, stays: stays, textWorkbooks, clock: () => NOW };
};

describe('buildSeasonAttestation', () => {
  it("lists the season's stays, deleted ones included, and every photo deleted, and nothing of another season", async () => {
    // Act
    const file = await buildSeasonAttestation(await prepare(), '2026-2-ete');
    // Assess
    const t = messages.backOffice.attestation;
    expect(file.fileName).toBe(t.seasonFileName('Été 2026'));
    const cells = await cellsOf(file.base64);
    expect(cells[1]?.[0]).toBe(t.season('Été 2026', 2));
    expect(cells[3]?.[0]).toBe(t.totals(2, 3_000, 10));
    expect(cells[5]?.slice(0, 7)).toEqual([...t.seasonStaysHeader]);
    expect(cells[6]?.slice(0, 7)).toEqual([
      'Colo Montagne',
      '10/08/2026',
      '20/08/2026',
      t.stayGone('03/09/2026 12:00', 'direction'),
      '1',
      '2000',
      '5',
    ]);
    expect(cells[7]?.slice(0, 5)).toEqual([
      'Colo Mer',
      '05/07/2026',
      '16/07/2026',
      t.stayClosed('01/09/2026 08:00'),
      '1',
    ]);
    expect(cells[9]).toEqual([t.stayColumn, ...t.header]);
    const listed = cells.slice(10).map((row) => [row[0], row[5]]);
    expect(listed).toEqual([
      ['Colo Montagne', 'p2.jpg'],
      ['Colo Mer', 'p1.jpg'],
    ]);
  });

  it('refuses a key no season has', async () => {
    // Act
    const refusal = await buildSeasonAttestation(await prepare(), '2026-ete').catch((e: unknown) => e);
    // Assess
    expect(refusal).toMatchObject({ kind: 'invalid', message: messages.backOffice.seasons.unknown });
  });
});
