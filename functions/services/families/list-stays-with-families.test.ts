import { describe, expect, it } from 'vitest';
import { aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { listStaysWithFamilies } from './list-stays-with-families.js';

describe('listStaysWithFamilies', () => {
  it('lists only the stays that have families, latest first, with how many each has', async () => {
    // Prepare
    const stages = inMemoryStayStore([
      aStay({ id: 'old', nom_stage: 'Printemps', date_debut: '2027-04-10' }),
      aStay({ id: 'empty', nom_stage: 'Sans familles', date_debut: '2027-09-01' }),
      aStay({ id: 'new', nom_stage: 'Été', date_debut: '2027-07-01', date_fin: '2027-07-14' }),
    ]);
    const participants = inMemoryParticipantStore([
      aFamily({ id: 'p1', stageId: 'old' }),
      aFamily({ id: 'p2', stageId: 'new' }),
      aFamily({ id: 'p3', stageId: 'new' }),
      aFamily({ id: 'p4', stageId: 'deleted-stay' }),
    ]);
    // Act
    const stays = await listStaysWithFamilies({ participants, stays: stages });
    // Assess
    expect(stays).toEqual([
      { stageId: 'new', nomSejour: 'Été', dateDebut: '2027-07-01', dateFin: '2027-07-14', count: 2 },
      { stageId: 'old', nomSejour: 'Printemps', dateDebut: '2027-04-10', dateFin: '2027-07-14', count: 1 },
    ]);
  });

  it('counts a stay once, then reads the count recorded on it', async () => {
    // Prepare
    const stages = inMemoryStayStore([aStay({ id: 's1' })]);
    const participants = inMemoryParticipantStore([aFamily({ id: 'p1', stageId: 's1' })]);
    await listStaysWithFamilies({ participants, stays: stages });
    // Act: a family added behind the count's back is not seen until the families change.
    await participants.put(aFamily({ id: 'p2', stageId: 's1' }));
    const stays = await listStaysWithFamilies({ participants, stays: stages });
    // Assess
    expect(stages.records.get('s1')?.familles).toBe(1);
    expect(stays.map((stay) => stay.count)).toEqual([1]);
  });
});
