/**
 * The participants and directors tables in memory, with the rules of the real store: a replace or a
 * remove of an id that is not there answers false and changes nothing. `failPutMany` makes the next
 * batch write fail after writing nothing, as a DynamoDB error would.
 */
import type { PeopleTable, PersonRecord } from '#functions/ports/stores/people-table.js';

export interface InMemoryPeopleTable<T extends PersonRecord> extends PeopleTable<T> {
  /** Every item, by id. */
  readonly records: Map<string, T>;
  failPutMany(): void;
}

export const inMemoryPeopleTable = <T extends PersonRecord>(
  initial: readonly T[] = [],
): InMemoryPeopleTable<T> => {
  const records = new Map(initial.map((item) => [item.id, item]));
  let failNext = false;
  return {
    records,
    failPutMany() {
      failNext = true;
    },
    async get(id) {
      return records.get(id);
    },
    async listByStay(stayId) {
      return [...records.values()].filter((item) => item.stageId === stayId);
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
      if (failNext) {
        failNext = false;
        throw new Error('DynamoDB refused the batch');
      }
      for (const item of items) records.set(item.id, item);
    },
    async removeMany(ids) {
      for (const id of ids) records.delete(id);
    },
  };
};
