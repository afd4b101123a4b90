/** The participants store in memory: pages in the order of the stored name key, as the real one. */
import type { ParticipantStore } from '../../functions/adapters/stores/participants.js';
import { nameOrder, type ParticipantRecord } from '../../functions/domain/people.js';
import { type InMemoryPeopleTable, inMemoryPeopleTable } from './people-table.js';

export type InMemoryParticipantStore = InMemoryPeopleTable<ParticipantRecord> & ParticipantStore;

export const inMemoryParticipantStore = (
  initial: readonly ParticipantRecord[] = [],
): InMemoryParticipantStore => {
  const table = inMemoryPeopleTable(initial);
  const ofStay = (stageId: string) => [...table.records.values()].filter((item) => item.stageId === stageId);
  return {
    ...table,
    async addressesByStage(stageId) {
      return ofStay(stageId).map((item) => item.email);
    },
    async recount(stageId) {
      return ofStay(stageId).length;
    },
    async pageByStage(stageId, { pageSize, after, skip = 0 }) {
      const sorted = ofStay(stageId)
        .map((item) => ({ item, key: nameOrder(item) }))
        .sort((a, b) => (a.key < b.key ? -1 : 1));
      const from = after === undefined ? skip : sorted.filter(({ key }) => key <= after).length;
      const page = sorted.slice(from, from + pageSize);
      const last = page.at(-1);
      return {
        items: page.map(({ item }) => item),
        ...(last && from + pageSize < sorted.length ? { next: last.key } : {}),
      };
    },
  };
};
