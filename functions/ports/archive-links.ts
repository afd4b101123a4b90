/**
 * The archive-links port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/archive-links.ts; functions/composition hands the implementation to those who take it.
 */

export interface ArchiveLinks {
  /** An expiring GET link to the archive stored at `key`; saved as `downloadName` when given. */
  url(key: string, options?: { downloadName?: string }): Promise<string>;
}
