/**
 * The photo-objects port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/photo-objects.ts; functions/composition hands the implementation to those who take it.
 */

export interface PhotoObjects {
  /** Every key under the photo's prefix: its copies of every version (not its upload). */
  listKeys(stayId: string, photoId: string): Promise<string[]>;
  /** The zips of a stay, whatever their selection (not the checkpoints of parts being built). */
  listArchiveKeys(stayId: string): Promise<string[]>;
}
