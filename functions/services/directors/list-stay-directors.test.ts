import { describe, expect, it } from 'vitest';
import { aDirector } from '#test/fixtures/people.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { listStayDirectors } from './list-stay-directors.js';

describe('listStayDirectors', () => {
  it("lists the stay's directors of the asked category, in alphabetical order", async () => {
    // Prepare
    const directors = inMemoryDirectorStore([
      aDirector({ id: 'd1', stageId: 's1', nom: 'Petit', prenom: 'Amina', cat: 'sejour' }),
      aDirector({ id: 'd2', stageId: 's1', nom: 'Bernard', prenom: 'Lucas', cat: 'centre' }),
      aDirector({ id: 'd3', stageId: 's1', nom: 'Durand', prenom: 'Sophie', cat: 'sejour' }),
      aDirector({ id: 'd4', stageId: 's2', nom: 'Autre', prenom: 'Séjour', cat: 'sejour' }),
    ]);
    // Act
    const listed = await listStayDirectors({ directors }, { stageId: 's1', type: 'sejour' });
    // Assess
    expect(listed.map((director) => director.id)).toEqual(['d3', 'd1']);
    expect(listed[0]).toEqual({
      id: 'd3',
      nom: 'Durand',
      prenom: 'Sophie',
      mail: 'sophie.durand@example.org',
      telephone: '06 12 34 56 78',
      cat: 'sejour',
      stageId: 's1',
    });
  });
});
