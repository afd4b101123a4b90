/**
 * The archive-queue port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/archive-queue.ts; functions/composition hands the implementation to those who take it.
 */

export interface ArchiveQueue {
  /** Asks a worker to build (or go on with) one part of the archive recorded under this id. */
  enqueue(archiveId: string, part: number): Promise<void>;
}
