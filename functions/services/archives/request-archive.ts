/**
 * A family or an administrator asks for a zip of chosen photos (or of every photo they may have):
 * the answer comes at once, the worker builds the zip from the queue, and the same selection asked
 * again gets the same archive rather than a second one.
 */

import {
  type ArchivePart,
  type ArchiveRecord,
  archiveFileName,
  archiveIdFor,
  mayArchive,
  partsOf,
  planParts,
} from '#functions/domain/archive.js';
import { byUploadOrder, type PhotoRecord } from '#functions/domain/photo.js';
import type { NewArchive } from '#functions/ports/stores/archives.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { ArchiveStatus } from '#shared/archive-schemas.js';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';
import { archiveKey } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';
import type { Role } from '#shared/roles.js';
import { ServiceError } from '../service-error.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';
import { type ArchiveStatusDeps, archiveStatus } from './archive-status.js';
import { builtParts, type ReusableArchiveDeps, reusableArchive } from './reusable-archive.js';
import { type StartArchiveDeps, startArchive } from './start-archive.js';

export interface RequestArchiveDeps extends RequireStayDeps {
  readonly photos: Pick<PhotoStore, 'listByStay'>;
  readonly archives: ArchiveStatusDeps['archives'] &
    ReusableArchiveDeps['archives'] &
    StartArchiveDeps['archives'] & {
      /** Largest zip: a larger selection is cut into parts built in parallel. */
      readonly partBytes: number;
    };
  readonly clock: () => Date;
}

export interface ArchiveRequest {
  readonly stageId: string;
  /** In the order chosen; absent: every photo the caller may archive, in upload order. */
  readonly photoIds?: readonly string[] | undefined;
  readonly role: Role;
}

/**
 * The photos asked for, in the order asked. One the caller may not archive is refused like an unknown
 * one: a family learns nothing of the photos it does not see.
 */
const chosenPhotos = (allowed: PhotoRecord[], photoIds: readonly string[] | undefined): PhotoRecord[] => {
  if (!photoIds) return allowed.sort(byUploadOrder);
  const byId = new Map(allowed.map((photo) => [photo.photoId, photo]));
  return photoIds.map((id) => {
    const photo = byId.get(id);
    if (!photo) throw new ServiceError('not-found', messages.archive.archiveUnknownPhoto);
    return photo;
  });
};

export const requestArchive = async (
  deps: RequestArchiveDeps,
  request: ArchiveRequest,
): Promise<ArchiveStatus> => {
  const stay = await requireStay(deps, request.stageId);
  const now = deps.clock();
  const allowed = (await deps.photos.listByStay(stay.id)).filter((photo) =>
    mayArchive(request.role, photo, now),
  );
  const chosen = chosenPhotos(allowed, request.photoIds);
  if (chosen.length === 0) throw new ServiceError('invalid', messages.stayDetails.noneSelected);
  const items = chosen.map((photo) => ({ photoId: photo.photoId, version: photo.version }));
  const archiveId = archiveIdFor(stay.id, items);
  const existing = await reusableArchive(deps, archiveId, now);
  if (existing) return archiveStatus(deps, existing, now);
  const planned = planParts(
    chosen.map((photo) => photo.bytes ?? photo.declared_size ?? MAX_UPLOAD_BYTES),
    deps.archives.partBytes,
  );
  const kept = await partsToKeep(deps, archiveId, planned);
  const parts: ArchivePart[] = planned.map((part, index) => {
    const built = kept.get(index);
    return built ?? { ...part, status: 'en_cours', done: 0, written: 0 };
  });
  const archive: NewArchive = {
    archiveId,
    stageId: stay.id,
    items,
    fileName: archiveFileName(stay.nom_stage),
    key: archiveKey(stay.id, archiveId),
    status: 'en_cours',
    done: 0,
    total: items.length,
    requested_at: now.toISOString(),
    parts,
    ready: kept.size,
    updated_at: now.toISOString(),
  };
  await startArchive(deps, archive);
  return archiveStatus(deps, archive, now);
};

/**
 * The parts of an earlier attempt at the same selection that are built and still stored, when they
 * were cut the same way: asking again after a failure rebuilds only what is missing.
 */
const partsToKeep = async (
  deps: RequestArchiveDeps,
  archiveId: string,
  planned: readonly Pick<ArchivePart, 'first' | 'count'>[],
): Promise<Map<number, ArchivePart>> => {
  const earlier: ArchiveRecord | undefined = await deps.archives.store.get(archiveId);
  if (!earlier?.parts) return new Map();
  const parts = partsOf(earlier);
  const sameCut =
    parts.length === planned.length &&
    parts.every(
      (part, index) => part.first === planned[index]?.first && part.count === planned[index]?.count,
    );
  if (!sameCut) return new Map();
  const built = await builtParts(deps.archives, earlier);
  return new Map(
    [...built].flatMap((index) => {
      const part = parts[index];
      return part ? [[index, part] as const] : [];
    }),
  );
};
