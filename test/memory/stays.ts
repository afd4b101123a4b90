/**
 * The stays store in memory, for unit tests of use cases: the same rules as the DynamoDB store (a
 * taken id refuses a create, a save needs the version it read and drops the family count, only an
 * active stay is switched off).
 */

import type { StayRecord } from '#functions/domain/stage.js';
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
    async create(stage) {
      if (records.has(stage.id)) return false;
      records.set(stage.id, stage);
      return true;
    },
    async deactivate(id) {
      const stage = records.get(id);
      if (stage?.actif === 1) records.set(id, { ...stage, actif: 0, version: stage.version + 1 });
    },
    async replace(stage, expectedVersion) {
      if (records.get(stage.id)?.version !== expectedVersion) return 'conflict';
      const { familles: _count, ...record } = stage;
      records.set(stage.id, record);
      return 'saved';
    },
    async remove(id) {
      return records.delete(id);
    },
    async setFamilyCount(id, count) {
      const stage = records.get(id);
      if (stage) records.set(id, { ...stage, familles: count });
    },
  };
};
