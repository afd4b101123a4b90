/**
 * The stays port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/stays.ts; functions/composition hands the implementation to those who take it.
 */
import type { StayRecord } from '#functions/domain/stay.js';

export interface StayRepository {
  get(id: string): Promise<StayRecord | undefined>;
  /** Every stay, read by key from the `by-activity` index (stays on, then stays off). */
  list(): Promise<StayRecord[]>;
  /** The stays of these ids that exist, read by key (up to 100 per call). */
  getMany(ids: readonly string[]): Promise<StayRecord[]>;
  /** Creates a stay; false when the id is taken. */
  create(stay: StayRecord): Promise<boolean>;
  /** Switches a stay off, unless someone already did. */
  deactivate(id: string): Promise<void>;
}

export type SaveOutcome = 'saved' | 'conflict';

export interface StayWrites {
  /** Replaces the stay if its stored version is still `expectedVersion`. */
  replace(stay: StayRecord, expectedVersion: number): Promise<SaveOutcome>;
  /** Deletes the stay; false when it did not exist. */
  remove(id: string): Promise<boolean>;
  /**
   * Records how many families the stay has (counted after each change of its families); the
   * record's version does not move, as no administrator's edit is overtaken by it.
   */
  setFamilyCount(id: string, count: number): Promise<void>;
}

/** Everything done with the stays table; each use case names the part it needs. */
export interface StayStore extends StayRepository, StayWrites {}
