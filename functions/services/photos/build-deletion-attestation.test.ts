import { describe, expect, it } from 'vitest';
import { textWorkbooks } from '#functions/adapters/text-workbook.js';
import { messages } from '#shared/messages.js';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { cellsOf } from '#test/helpers/workbook-cells.js';
import { inMemoryPhotoDeletions } from '#test/memory/photo-deletions.js';
import { ServiceError } from '../service-error.js';
import { buildDeletionAttestation } from './build-deletion-attestation.js';

const STAY = aStay({ id: 's1', nom_stage: 'Colo Mer', date_debut: '2026-07-05', date_fin: '2026-07-16' });
const NOW = new Date('2026-10-01T08:00:00Z');

const log = async () => {
  const photoDeletions = inMemoryPhotoDeletions();
  await photoDeletions.record({
    stageId: 's1',
    photoId: 'p1',
    deleted_at: '2026-09-01T07:00:00.000Z',
    duree_diffusion: '2026-09-01',
    active_par: 'Claire',
    reason: 'ttl',
    objects: 6,
    deleted_by: null,
    taken_at: '2026-07-08T12:32:05.000Z',
    // A phone's file name that looks like a formula stays text.
    original_name: '=HYPERLINK("x")',
    bytes: 2_500_000,
  });
  await photoDeletions.record({
    stageId: 's1',
    photoId: 'p2',
    deleted_at: '2026-07-20T09:00:00.000Z',
    duree_diffusion: null,
    active_par: null,
    reason: 'suppression',
    objects: 5,
    deleted_by: 'direction',
    original_name: 'IMG_0002.jpg',
    bytes: 1_500_000,
  });
  return photoDeletions;
};

describe('buildDeletionAttestation', () => {
  it('names the stay, totals the deletions and lists each one, newest first', async () => {
    // Act
    const file = await buildDeletionAttestation(
      { photoDeletions: await log(), stays: readOnlyStays([STAY]), textWorkbooks, clock: () => NOW },
      's1',
    );
    // Assess
    const t = messages.backOffice.attestation;
    expect(file.fileName).toBe(t.fileName('Colo Mer'));
    const cells = await cellsOf(file.base64);
    expect(cells[0]?.[0]).toBe(t.title);
    expect(cells[1]?.[0]).toBe(t.stay('Colo Mer', '05/07/2026', '16/07/2026'));
    expect(cells[2]?.[0]).toBe(t.generated('01/10/2026 10:00'));
    expect(cells[3]?.[0]).toBe(t.totals(2, 4_000_000, 11));
    expect(cells[5]).toEqual([...t.header]);
    expect(cells[6]).toEqual([
      '01/09/2026 09:00',
      messages.photoAdmin.deletionLog.reasons.ttl,
      messages.photoAdmin.deletionLog.automatic,
      // The name families saved it under starts so: day and time in Paris, then the stay.
      '2026-07-08 14h32 Colo Mer',
      '=HYPERLINK("x")',
      '08/07/2026 14:32',
      '2500000',
      '6',
      'Claire',
      '01/09/2026',
      'p1',
    ]);
    expect(cells[7]?.slice(0, 5)).toEqual([
      '20/07/2026 11:00',
      messages.photoAdmin.deletionLog.reasons.suppression,
      'direction',
      '—',
      'IMG_0002.jpg',
    ]);
  });

  it('is still given once the stay is deleted, named by what the log kept of it', async () => {
    // Prepare: the stay's record is gone, its entry in the log remains
    const photoDeletions = await log();
    await photoDeletions.recordStay({
      stageId: 's1',
      nom_stage: 'Colo Mer',
      date_debut: '2026-07-05',
      date_fin: '2026-07-16',
      deleted_at: '2026-09-15T10:00:00.000Z',
      deleted_by: 'direction',
    });
    // Act
    const file = await buildDeletionAttestation(
      { photoDeletions, stays: readOnlyStays([]), textWorkbooks, clock: () => NOW },
      's1',
    );
    // Assess
    const t = messages.backOffice.attestation;
    const cells = await cellsOf(file.base64);
    expect(cells[1]?.[0]).toBe(t.stay('Colo Mer', '05/07/2026', '16/07/2026'));
    expect(cells[2]?.[0]).toBe(t.stayGone('15/09/2026 12:00', 'direction'));
    expect(cells[4]?.[0]).toBe(t.totals(2, 4_000_000, 11));
  });

  it('knows no stay that neither exists nor was deleted', async () => {
    // Act
    const refusal = await buildDeletionAttestation(
      { photoDeletions: await log(), stays: readOnlyStays([]), textWorkbooks, clock: () => NOW },
      's1',
    ).catch((error: unknown) => error);
    // Assess
    expect(refusal).toBeInstanceOf(ServiceError);
  });
});
