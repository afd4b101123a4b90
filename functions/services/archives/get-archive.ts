/** How far an archive of the stay has got and, once it is ready, the link to download it. */

import type { ArchiveStore } from '#functions/ports/stores/archives.js';

import type { ArchiveStatus } from '#shared/archive-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type ArchiveStatusDeps, archiveStatus } from './archive-status.js';

export interface GetArchiveDeps {
  readonly archives: ArchiveStatusDeps['archives'] & { readonly store: Pick<ArchiveStore, 'get'> };
  readonly clock: () => Date;
}

export const getArchive = async (
  deps: GetArchiveDeps,
  { stageId: stayId, archiveId }: { readonly stageId: string; readonly archiveId: string },
): Promise<ArchiveStatus> => {
  const record = await deps.archives.store.get(archiveId);
  // Another stay's archive is answered as unknown: its id says nothing to a caller of this stay.
  if (!record || record.stageId !== stayId) {
    throw new ServiceError('not-found', messages.archive.archiveNotFound);
  }
  return archiveStatus(deps, record, deps.clock());
};
