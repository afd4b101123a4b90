/** The participants store in memory. */
import type { ParticipantStore } from '../../functions/adapters/stores/participants.js';
import type { ParticipantRecord } from '../../functions/domain/people.js';
import { type InMemoryPeopleTable, inMemoryPeopleTable } from './people-table.js';

export type InMemoryParticipantStore = InMemoryPeopleTable<ParticipantRecord> & ParticipantStore;

export const inMemoryParticipantStore = (
  initial: readonly ParticipantRecord[] = [],
): InMemoryParticipantStore => inMemoryPeopleTable(initial);
