/**
 * The directors port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/directors.ts; functions/composition hands the implementation to those who take it.
 */
import type { DirectorRecord } from '#functions/domain/people.js';
import type { PeopleTable } from './people-table.js';

export interface DirectorStore extends PeopleTable<DirectorRecord> {
  /** Every director record, read by key from the `by-category` index (one Query per category). */
  listAll(): Promise<DirectorRecord[]>;
}
