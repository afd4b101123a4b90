/**
 * The archive an earlier request made of the same selection, when a new request may answer with it
 * instead of building another: every part ready and its zip still stored, or still being built (a
 * worker gave a sign of life recently). Otherwise the parts already built are kept for the new start.
 */

import { type ArchiveRecord, isStillBuilding, partsOf } from '#functions/domain/archive.js';
import type { ArchiveStorage } from '#functions/ports/archive-storage.js';
import type { ArchiveStore } from '#functions/ports/stores/archives.js';
import { archivePartKey } from '#shared/media-keys.js';

export interface ReusableArchiveDeps {
  readonly archives: {
    readonly store: Pick<ArchiveStore, 'get'>;
    readonly storage: Pick<ArchiveStorage, 'exists'>;
  };
}

/** The indexes of the parts whose zip is built and still stored. */
export const builtParts = async (
  deps: Pick<ReusableArchiveDeps['archives'], 'storage'>,
  record: ArchiveRecord,
): Promise<Set<number>> => {
  const parts = partsOf(record);
  const stored = await Promise.all(
    parts.map(
      async (part, index) =>
        part.status === 'prete' &&
        (await deps.storage.exists(archivePartKey(record.stageId, record.archiveId, index, parts.length))),
    ),
  );
  return new Set(stored.flatMap((isStored, index) => (isStored ? [index] : [])));
};

export const reusableArchive = async (
  deps: ReusableArchiveDeps,
  archiveId: string,
  now: Date,
): Promise<ArchiveRecord | undefined> => {
  const existing = await deps.archives.store.get(archiveId);
  if (!existing) return undefined;
  if (isStillBuilding(existing, now)) return existing;
  // A ready record can outlive its zips by a little (the bucket and the table expire apart).
  if (existing.status !== 'prete') return undefined;
  const built = await builtParts(deps.archives, existing);
  return built.size === partsOf(existing).length ? existing : undefined;
};
