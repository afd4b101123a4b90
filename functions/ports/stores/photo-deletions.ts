/**
 * The photo-deletions port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/photo-deletions.ts; functions/composition hands the implementation to those who take it.
 */
import type { DeletedStay, PhotoDeletionRecord } from '#functions/domain/photo-deletion.js';

export interface PhotoDeletionStore {
  /**
   * Writes the entry once: a photo goes once, so a later write for it (a stream record delivered
   * again, a deletion repeated) leaves the first entry as it was.
   */
  record(entry: PhotoDeletionRecord): Promise<void>;
  /** The photos' entries, newest first. */
  listByStay(stayId: string): Promise<PhotoDeletionRecord[]>;
  /** Keeps what names a stay that is being deleted, under its photos' entries (written again as is). */
  recordStay(stay: DeletedStay): Promise<void>;
  /** What the log keeps of a deleted stay, if it was deleted. */
  getStay(stayId: string): Promise<DeletedStay | undefined>;
  /** The stays of a season deleted since the log kept them by season, read by key. */
  listDeletedStaysOfSeason(seasonKey: string): Promise<DeletedStay[]>;
  /** The keys of the seasons that had a stay deleted, read by key. */
  listSeasonsWithDeletedStays(): Promise<string[]>;
}
