import { describe, expect, it } from 'vitest';
import type { DirectorRecord } from '#functions/domain/people.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { listStayContacts } from './list-stay-contacts.js';

const director = (id: string, cat: 'centre' | 'sejour'): DirectorRecord => ({
  id,
  stageId: 'stay1',
  nom: `Nom ${id}`,
  prenom: `Prénom ${id}`,
  mail: `${id}@example.com`,
  telephone: '0600000000',
  cat,
});

describe('listStayContacts', () => {
  it("lists the stay's directors in their order of creation, with phone and category", async () => {
    // Prepare
    const directors = inMemoryDirectorStore([director('b-sejour', 'sejour'), director('a-centre', 'centre')]);
    // Act
    const contacts = await listStayContacts({ directors }, 'stay1');
    // Assess
    expect(contacts.map((contact) => [contact.id, contact.cat, contact.telephone])).toEqual([
      ['a-centre', 'centre', '0600000000'],
      ['b-sejour', 'sejour', '0600000000'],
    ]);
    expect(Object.keys(contacts[0] ?? {}).sort()).toEqual([
      'cat',
      'id',
      'mail',
      'nom',
      'prenom',
      'telephone',
    ]);
  });
});
