/**
 * The archive an earlier request made of the same selection, when a new request may answer with it
 * instead of building another: ready and its zip still stored, or still being built.
 */
import type { ArchiveStorage } from '../../adapters/archive-storage.js';
import type { ArchiveStore } from '../../adapters/stores/archives.js';
import { type ArchiveRecord, isStillBuilding } from '../../domain/archive.js';

export interface ReusableArchiveDeps {
  readonly archives: {
    readonly store: Pick<ArchiveStore, 'get'>;
    readonly storage: Pick<ArchiveStorage, 'exists'>;
  };
}

export const reusableArchive = async (
  deps: ReusableArchiveDeps,
  archiveId: string,
  now: Date,
): Promise<ArchiveRecord | undefined> => {
  const existing = await deps.archives.store.get(archiveId);
  if (!existing) return undefined;
  if (isStillBuilding(existing, now)) return existing;
  // A ready record can outlive its zip by a little (the bucket and the table expire apart).
  if (existing.status === 'prete' && (await deps.archives.storage.exists(existing.key))) return existing;
  return undefined;
};
