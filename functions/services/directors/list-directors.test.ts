import { describe, expect, it } from 'vitest';
import { aDirector } from '#test/fixtures/people.js';
import { aStay, readOnlyStays } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { listDirectors } from './list-directors.js';

const stays = readOnlyStays([
  aStay({ id: 'spring', nom_stage: 'Printemps', date_debut: '2027-04-10', date_fin: '2027-04-20' }),
  aStay({ id: 'summer', nom_stage: 'Été', date_debut: '2027-07-01', date_fin: '2027-07-14' }),
]);
const directors = inMemoryDirectorStore([
  aDirector({ id: 'd1', stageId: 'spring', nom: 'Durand', prenom: 'Sophie', mail: 'sophie@example.org' }),
  // The same person (same address, other case) on another stay.
  aDirector({ id: 'd2', stageId: 'summer', nom: 'Durand', prenom: 'Sophie', mail: ' Sophie@Example.org' }),
  aDirector({ id: 'd3', stageId: 'summer', nom: 'Bernard', prenom: 'Lucas', mail: 'lucas@example.org' }),
  // A record left on a deleted stay still makes the person appear, with no stay for it.
  aDirector({ id: 'd4', stageId: 'gone', nom: 'Petit', prenom: 'Amina', mail: 'amina@example.org' }),
]);

describe('listDirectors', () => {
  it('groups records by address into people, each with their stays latest first, by name', async () => {
    // Act
    const page = await listDirectors({ directors, stays: stays }, { page: 1, pageSize: 10 });
    // Assess
    expect(page.total).toBe(3);
    expect(page.items.map((person) => [person.id, person.nom])).toEqual([
      ['d3', 'Bernard'],
      ['d1', 'Durand'],
      ['d4', 'Petit'],
    ]);
    expect(page.items[1]?.stages).toEqual([
      { stageId: 'summer', nom_stage: 'Été', date_debut: '2027-07-01', date_fin: '2027-07-14' },
      { stageId: 'spring', nom_stage: 'Printemps', date_debut: '2027-04-10', date_fin: '2027-04-20' },
    ]);
    expect(page.items[2]?.stages).toEqual([]);
  });

  it('finds people by a part of their name or address, whatever its case', async () => {
    // Act
    const byAddress = await listDirectors(
      { directors, stays: stays },
      { page: 1, pageSize: 10, q: 'LUCAS@' },
    );
    const byName = await listDirectors({ directors, stays: stays }, { page: 1, pageSize: 10, q: 'sophie' });
    // Assess
    expect(byAddress.items.map((person) => person.id)).toEqual(['d3']);
    expect(byName.items.map((person) => person.id)).toEqual(['d1']);
  });

  it('cuts the asked page', async () => {
    // Act
    const page = await listDirectors({ directors, stays: stays }, { page: 2, pageSize: 2 });
    // Assess
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.items.map((person) => person.id)).toEqual(['d4']);
  });
});
