/**
 * The participants port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/participants.ts; functions/composition hands the implementation to those who take it.
 */
import type { ParticipantRecord } from '#functions/domain/people.js';
import type { PeopleTable } from './people-table.js';

export interface FamilyPage {
  readonly items: ParticipantRecord[];
  /** Where the next page starts (an opaque cursor), absent after the last page. */
  readonly next?: string;
}

export interface FamilyPageRequest {
  readonly pageSize: number;
  /**
   * The `next` of the page before: the page starts after that family. A cursor this list did not
   * hand out is an InvalidCursorError.
   */
  readonly after?: string | undefined;
  /** Without `after`: how many families to walk past (their keys only) before the page. */
  readonly skip?: number;
}

export interface ParticipantStore extends PeopleTable<ParticipantRecord> {
  /**
   * How many families the stay has (count Queries: no item is read). Families stored before the
   * sort key existed get theirs on the way, so that every family is on the stay's alphabetical list.
   */
  recount(stayId: string): Promise<number>;
  /** One page of the stay's families in alphabetical order, read by key. */
  pageByStay(stayId: string, request: FamilyPageRequest): Promise<FamilyPage>;
  /**
   * Every family's address in the stay (empty ones included), read by key with the address alone:
   * what a mail to the whole stay is sent to, without reading the families themselves.
   */
  addressesByStay(stayId: string): Promise<string[]>;
}

/** What evaluations and the expiry reminder read: the participants of one stay. */
export type ParticipantDirectory = Pick<ParticipantStore, 'listByStay'>;
