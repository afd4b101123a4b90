/**
 * Starts building an archive: its record first, then its job on the queue. The two cannot change
 * together (DynamoDB and SQS share no transaction), so the order is what keeps them coherent: the
 * worker always finds the record of the job it receives.
 */
import type { ArchiveQueue } from '../../adapters/archive-queue.js';
import type { ArchiveStore, NewArchive } from '../../adapters/stores/archives.js';

export interface StartArchiveDeps {
  readonly archives: {
    readonly store: Pick<ArchiveStore, 'start'>;
    readonly queue: ArchiveQueue;
  };
}

export const startArchive = async (deps: StartArchiveDeps, archive: NewArchive): Promise<void> => {
  await deps.archives.store.start(archive);
  await deps.archives.queue.enqueue(archive.archiveId);
};
