import { describe, expect, it } from 'vitest';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { listTeamStays } from './list-team-stays.js';

describe('listTeamStays', () => {
  it('names every stay, switched-off ones too, with its dates only', async () => {
    // Prepare
    const stages = inMemoryStayStore([
      aStay({ id: 'a', nom_stage: 'Ouvert', date_debut: '2027-07-01' }),
      aStay({ id: 'b', nom_stage: 'En préparation', date_debut: '2027-08-01', actif: 0 }),
    ]);
    // Act
    const stays = await listTeamStays({ stays: stages });
    // Assess
    expect(stays).toEqual([
      { id: 'b', nom_stage: 'En préparation', date_debut: '2027-08-01', date_fin: '2027-07-14' },
      { id: 'a', nom_stage: 'Ouvert', date_debut: '2027-07-01', date_fin: '2027-07-14' },
    ]);
  });
});
