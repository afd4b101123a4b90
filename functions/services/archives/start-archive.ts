/**
 * Starts building an archive: its record first, then one job per part still to build on the queue.
 * The two cannot change together (DynamoDB and SQS share no transaction), so the order is what keeps
 * them coherent: the worker always finds the record of the job it receives.
 */

import { partsOf } from '#functions/domain/archive.js';
import type { ArchiveQueue } from '#functions/ports/archive-queue.js';
import type { ArchiveStore, NewArchive } from '#functions/ports/stores/archives.js';

export interface StartArchiveDeps {
  readonly archives: {
    readonly store: Pick<ArchiveStore, 'start'>;
    readonly queue: ArchiveQueue;
  };
}

export const startArchive = async (deps: StartArchiveDeps, archive: NewArchive): Promise<void> => {
  await deps.archives.store.start(archive);
  const parts = partsOf({ ...archive, expires_at: 0 });
  // Parts are built in parallel, one job each; a part kept from an earlier attempt is not sent again.
  await Promise.all(
    parts.flatMap((part, index) =>
      part.status === 'prete' ? [] : [deps.archives.queue.enqueue(archive.archiveId, index)],
    ),
  );
};
