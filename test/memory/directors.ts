/** The directors store in memory. */

import type { DirectorRecord } from '#functions/domain/people.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import { type InMemoryPeopleTable, inMemoryPeopleTable } from './people-table.js';

export type InMemoryDirectorStore = InMemoryPeopleTable<DirectorRecord> & DirectorStore;

export const inMemoryDirectorStore = (initial: readonly DirectorRecord[] = []): InMemoryDirectorStore => {
  const table = inMemoryPeopleTable(initial);
  return {
    ...table,
    async listAll() {
      return [...table.records.values()];
    },
  };
};
