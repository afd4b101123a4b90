import { describe, expect, it } from 'vitest';
import { aFamily } from '../../../test/fixtures/people.js';
import { inMemoryParticipantStore } from '../../../test/memory/participants.js';
import { listFamilies } from './list-families.js';

describe('listFamilies', () => {
  it("pages the stay's families in French alphabetical order, with group and droit à l'image but not the import's other columns", async () => {
    // Prepare
    const participants = inMemoryParticipantStore([
      aFamily({
        id: 'p1',
        stageId: 's1',
        nom: 'Zidane',
        prenom: 'Inès',
        groupe: 'Dauphins',
        droit_image: 'non',
      }),
      aFamily({ id: 'p2', stageId: 's1', nom: 'Émery', prenom: 'Hugo', ref: 'R2', tel_rl: '06 00 00 00 00' }),
      aFamily({ id: 'p3', stageId: 's1', nom: 'Durand', prenom: 'Zoé' }),
      aFamily({ id: 'p4', stageId: 's1', nom: 'Durand', prenom: 'Chloé' }),
      aFamily({ id: 'p5', stageId: 's2', nom: 'Autre', prenom: 'Séjour' }),
    ]);
    // Act
    const page = await listFamilies({ participants }, { stageId: 's1', page: 2, pageSize: 2 });
    // Assess: Durand Chloé, Durand Zoé | Émery Hugo, Zidane Inès
    expect(page).toEqual({
      items: [
        {
          id: 'p2',
          nom: 'Émery',
          prenom: 'Hugo',
          email: 'famille.p2@example.org',
          stageId: 's1',
          groupe: '',
          droit_image: 'inconnu',
        },
        {
          id: 'p1',
          nom: 'Zidane',
          prenom: 'Inès',
          email: 'famille.p1@example.org',
          stageId: 's1',
          groupe: 'Dauphins',
          droit_image: 'non',
        },
      ],
      page: 2,
      pageSize: 2,
      total: 4,
    });
  });
});
