import { describe, expect, it } from 'vitest';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { listAssignableStays } from './list-assignable-stays.js';

describe('listAssignableStays', () => {
  it('lists the stays not ended before today in Paris, latest first', async () => {
    // Prepare: 23:30 UTC on 31 July is already 1 August in Paris.
    const clock = () => new Date('2027-07-31T23:30:00Z');
    const stages = readOnlyStays([
      aStay({ id: 'ended', date_debut: '2027-07-15', date_fin: '2027-07-31' }),
      aStay({ id: 'today', nom_stage: 'Août', date_debut: '2027-07-20', date_fin: '2027-08-01', actif: 0 }),
      aStay({ id: 'coming', nom_stage: 'Toussaint', date_debut: '2027-10-20', date_fin: '2027-10-30' }),
    ]);
    // Act
    const stays = await listAssignableStays({ stays: stages, clock });
    // Assess
    expect(stays).toEqual([
      { id: 'coming', nomStage: 'Toussaint', dateDebut: '2027-10-20', dateFin: '2027-10-30', actif: 1 },
      { id: 'today', nomStage: 'Août', dateDebut: '2027-07-20', dateFin: '2027-08-01', actif: 0 },
    ]);
  });
});
