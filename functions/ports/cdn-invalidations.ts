/**
 * The cdn-invalidations port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/cdn-invalidations.ts; functions/composition hands the implementation to those who take it.
 */

export interface CdnInvalidations {
  /**
   * Asks every edge to drop what it keeps under `paths` (each starting with `/`, `*` allowed at the
   * end). The same `reference` with the same paths is one request however often it is sent.
   */
  invalidate(paths: readonly string[], reference: string): Promise<void>;
}
