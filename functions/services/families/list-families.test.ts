import { describe, expect, it } from 'vitest';
import { aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { listFamilies } from './list-families.js';

describe('listFamilies', () => {
  const fourFamilies = () =>
    inMemoryParticipantStore([
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

  it("pages the stay's families in French alphabetical order, with group and droit à l'image but not the import's other columns", async () => {
    // Prepare
    const deps = { participants: fourFamilies(), stays: inMemoryStayStore([aStay({ id: 's1' })]) };
    // Act
    const page = await listFamilies(deps, { stageId: 's1', page: 2, pageSize: 2 });
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
      next: null,
    });
    expect(deps.stays.records.get('s1')?.familles).toBe(4);
  });

  it('reads the page after the cursor the page before handed out, and the count kept on the stay', async () => {
    // Prepare
    const deps = {
      participants: fourFamilies(),
      stays: inMemoryStayStore([aStay({ id: 's1', familles: 4 })]),
    };
    const first = await listFamilies(deps, { stageId: 's1', page: 1, pageSize: 3 });
    // Act
    const second = await listFamilies(deps, {
      stageId: 's1',
      page: 2,
      pageSize: 3,
      after: first.next ?? undefined,
    });
    // Assess
    expect(first.items.map((family) => family.prenom)).toEqual(['Chloé', 'Zoé', 'Hugo']);
    expect(second.items.map((family) => family.prenom)).toEqual(['Inès']);
    expect(second).toMatchObject({ total: 4, next: null });
  });

  it('answers an empty page for a stay that does not exist', async () => {
    // Act
    const page = await listFamilies(
      { participants: fourFamilies(), stays: inMemoryStayStore() },
      { stageId: 's404', page: 1, pageSize: 10 },
    );
    // Assess
    expect(page).toEqual({ items: [], page: 1, pageSize: 10, total: 0, next: null });
  });
});
