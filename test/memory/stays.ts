/**
 * The stays store in memory, for unit tests of use cases: the same rules as the DynamoDB store (a
 * taken id refuses a create, a save needs the version it read and drops the family count, only an
 * active stay is switched off).
 */

import type { StayRecord } from '#functions/domain/stay.js';
import type { StayStore } from '#functions/ports/stores/stays.js';

export interface InMemoryStayStore extends StayStore {
  readonly records: Map<string, StayRecord>;
}

export const inMemoryStayStore = (stays: readonly StayRecord[] = []): InMemoryStayStore => {
  const records = new Map(stays.map((stay) => [stay.id, stay]));
  return {
    records,
    async get(id) {
      return records.get(id);
    },
    async list() {
      return [...records.values()];
    },
    async getMany(ids) {
      return [...new Set(ids)].flatMap((id) => records.get(id) ?? []);
    },
    async create(stay) {
      if (records.has(stay.id)) return false;
      records.set(stay.id, stay);
      return true;
    },
    async deactivate(id) {
      const stay = records.get(id);
      if (stay?.actif === 1) records.set(id, { ...stay, actif: 0, version: stay.version + 1 });
    },
    async replace(stay, expectedVersion) {
      if (records.get(stay.id)?.version !== expectedVersion) return 'conflict';
      const { familles: _count, ...record } = stay;
      records.set(stay.id, record);
      return 'saved';
    },
    async remove(id) {
      return records.delete(id);
    },
    async setFamilyCount(id, count) {
      const stay = records.get(id);
      if (stay) records.set(id, { ...stay, familles: count });
    },
  };
};
