/**
 * The people-table port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/people-table.ts; functions/composition hands the implementation to those who take it.
 */

export interface PersonRecord {
  readonly id: string;
  readonly stageId: string;
}

export interface PeopleTable<T extends PersonRecord> {
  get(id: string): Promise<T | undefined>;
  listByStay(stayId: string): Promise<T[]>;
  put(item: T): Promise<void>;
  /** Replaces an existing item; false when it does not exist. */
  replace(item: T): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Writes many items, 25 per call, retrying what DynamoDB leaves unprocessed. */
  putMany(items: readonly T[]): Promise<void>;
  removeMany(ids: readonly string[]): Promise<void>;
}
