/**
 * A participants or directors table in memory (today's PeopleTable interface), for unit tests of
 * use cases.
 */
import type { PeopleTable, PersonRecord } from '../../functions/adapters/people-tables.js';

export interface InMemoryPeopleTable<T extends PersonRecord> extends PeopleTable<T> {
  readonly records: Map<string, T>;
}

export const inMemoryPeopleTable = <T extends PersonRecord>(
  people: readonly T[] = [],
): InMemoryPeopleTable<T> => {
  const records = new Map(people.map((person) => [person.id, person]));
  return {
    records,
    async get(id) {
      return records.get(id);
    },
    async listByStage(stageId) {
      return [...records.values()].filter((person) => person.stageId === stageId);
    },
    async listAll() {
      return [...records.values()];
    },
    async put(item) {
      records.set(item.id, item);
    },
    async replace(item) {
      if (!records.has(item.id)) return false;
      records.set(item.id, item);
      return true;
    },
    async remove(id) {
      return records.delete(id);
    },
    async putMany(items) {
      for (const item of items) records.set(item.id, item);
    },
    async removeMany(ids) {
      for (const id of ids) records.delete(id);
    },
  };
};
