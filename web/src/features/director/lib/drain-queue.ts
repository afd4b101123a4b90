/**
 * Sends what the queue holds for a scope, as one batch: the queue is read again at each run (another
 * tab, or the run before a reload, may have sent part of it), each file is marked with the photo it
 * was signed for before its PUT starts, and leaves the queue once storage has it or the stay already
 * held it. A file that failed stays queued for the next run: none is forgotten.
 */
import type { DepositContentType } from '#shared/limits';
import {
  type BatchDeps,
  type BatchOptions,
  type BatchResult,
  type FileProgress,
  runBatch,
} from './upload-batch';
import type { QueuedFile, UploadQueue } from './upload-queue';

export interface DrainDeps extends BatchDeps {
  readonly queue: Pick<UploadQueue, 'signed' | 'remove'>;
}

/** The Blob read back from IndexedDB, named again for the batch (no copy of the bytes). */
const asFile = (entry: QueuedFile): Blob & { readonly name: string; readonly type: DepositContentType } =>
  new File([entry.blob], entry.name, { type: entry.type }) as File & { readonly type: DepositContentType };

export const drainQueue = async (
  entries: readonly QueuedFile[],
  deps: DrainDeps,
  onUpdate: (id: string, patch: Partial<FileProgress>) => void,
  options?: BatchOptions,
): Promise<BatchResult> => {
  const writes: Promise<void>[] = [];
  const keep = (write: Promise<void>) =>
    writes.push(write.catch((error: unknown) => console.error('upload queue', error)));
  try {
    return await runBatch(
      entries.map((entry) => ({
        file: asFile(entry),
        type: entry.type,
        ...(entry.photoId ? { photoId: entry.photoId } : {}),
      })),
      deps,
      (index, patch) => {
        const entry = entries[index];
        if (!entry) return;
        if (patch.state === 'sending' && patch.photoId) keep(deps.queue.signed(entry.id, patch.photoId));
        if (patch.state === 'done' || patch.state === 'duplicate') keep(deps.queue.remove(entry.id));
        onUpdate(entry.id, patch);
      },
      options,
    );
  } finally {
    await Promise.all(writes);
  }
};
