/**
 * The administrators' mail for a batch is counted by the server from the photos the worker has
 * accepted. Asked for as soon as the last upload ends, it would miss the photos still being
 * processed (they would wait for the next batch's mail, which may never come), so the page asks once
 * this batch's photos have all left processing, or after a deadline, whichever comes first. It runs
 * in the background: the trainer sees the batch's summary at once.
 */
import type { ManagedPhoto } from '../../../../../shared/schemas';

export const ANNOUNCE_POLL_MS = 2_000;
export const ANNOUNCE_DEADLINE_MS = 120_000;

/** Every photo of the batch has left processing (accepted, refused, or gone). */
export const batchProcessed =
  (ids: readonly string[]) =>
  (photos: readonly Pick<ManagedPhoto, 'id' | 'status'>[]): boolean =>
    ids.every((id) => photos.find((photo) => photo.id === id)?.status !== 'en_attente');

export interface AnnounceDeps {
  /**
   * Follows the stay's photos until `isDone` holds or the deadline passes (the query cache's poll);
   * how it ends does not matter here.
   */
  readonly follow: (
    isDone: (photos: readonly Pick<ManagedPhoto, 'id' | 'status'>[]) => boolean,
  ) => Promise<unknown>;
  readonly complete: () => Promise<unknown>;
}

/** A failed look is no reason to give up the mail: it is asked for however the wait ended. */
export const announceWhenProcessed = async (ids: readonly string[], deps: AnnounceDeps): Promise<void> => {
  await deps.follow(batchProcessed(ids)).catch(() => undefined);
  await deps.complete();
};
