/**
 * The participants store in memory: pages in the order of the stored name key, as the real one, and
 * its cursors as opaque: a name key in base64url, anything else an InvalidCursorError.
 */

import { nameOrder, type ParticipantRecord } from '#functions/domain/people.js';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import { type InMemoryPeopleTable, inMemoryPeopleTable } from './people-table.js';

const encodeAfter = (key: string): string => Buffer.from(key, 'utf8').toString('base64url');

/** A key of three parts (names and id), as the real store checks a cursor before it queries. */
const decodeAfter = (cursor: string): string => {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  const parts = key.split('\t');
  if (parts.length !== 3 || !parts[2] || Buffer.byteLength(key, 'utf8') > 1024)
    throw new InvalidCursorError();
  return key;
};

export type InMemoryParticipantStore = InMemoryPeopleTable<ParticipantRecord> & ParticipantStore;

export const inMemoryParticipantStore = (
  initial: readonly ParticipantRecord[] = [],
): InMemoryParticipantStore => {
  const table = inMemoryPeopleTable(initial);
  const ofStay = (stayId: string) => [...table.records.values()].filter((item) => item.stageId === stayId);
  return {
    ...table,
    async addressesByStay(stayId) {
      return ofStay(stayId).map((item) => item.email);
    },
    async recount(stayId) {
      return ofStay(stayId).length;
    },
    async pageByStay(stayId, { pageSize, after, skip = 0 }) {
      const sorted = ofStay(stayId)
        .map((item) => ({ item, key: nameOrder(item) }))
        .sort((a, b) => (a.key < b.key ? -1 : 1));
      const start = after === undefined ? undefined : decodeAfter(after);
      const from = start === undefined ? skip : sorted.filter(({ key }) => key <= start).length;
      const page = sorted.slice(from, from + pageSize);
      const last = page.at(-1);
      return {
        items: page.map(({ item }) => item),
        ...(last && from + pageSize < sorted.length ? { next: encodeAfter(last.key) } : {}),
      };
    },
  };
};
