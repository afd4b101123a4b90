/**
 * The administrators' mail for a batch is counted by the server from the photos the worker has
 * accepted. Asked for as soon as the last upload ends, it would miss the photos still being
 * processed (they would wait for the next batch's mail, which may never come), so the page asks once
 * this batch's photos have all left processing, or after a deadline, whichever comes first. It runs
 * in the background: the trainer sees the batch's summary at once.
 */
import type { ManagedPhoto } from '../../../../../shared/schemas';

export interface AnnounceDeps {
  readonly listPhotos: () => Promise<readonly Pick<ManagedPhoto, 'id' | 'status'>[]>;
  readonly complete: () => Promise<unknown>;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
}

export const ANNOUNCE_POLL_MS = 2_000;
export const ANNOUNCE_DEADLINE_MS = 120_000;

export const announceWhenProcessed = async (
  ids: readonly string[],
  deps: AnnounceDeps,
  deadlineMs = ANNOUNCE_DEADLINE_MS,
): Promise<void> => {
  const until = deps.now() + deadlineMs;
  const waiting = new Set(ids);
  while (waiting.size > 0 && deps.now() < until) {
    try {
      const photos = await deps.listPhotos();
      const processing = new Set(photos.filter((p) => p.status === 'en_attente').map((p) => p.id));
      for (const id of waiting) if (!processing.has(id)) waiting.delete(id);
    } catch {
      // A failed look is no reason to give up the mail: the deadline bounds the wait.
    }
    if (waiting.size > 0) await deps.sleep(ANNOUNCE_POLL_MS);
  }
  await deps.complete();
};
