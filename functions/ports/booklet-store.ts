/**
 * The booklet-store port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/booklet-store.ts; functions/composition hands the implementation to those who take it.
 */

export interface BookletStore {
  /** File names, sorted the French way. */
  list(): Promise<string[]>;
}
