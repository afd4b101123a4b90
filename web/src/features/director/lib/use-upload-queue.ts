/**
 * The deposit page's queue at work: the files of a batch go into the stored queue, then the queue
 * is sent until it is empty. The page resumes on its own what an earlier visit left (reload, closed
 * tab, phone asleep) and what a network cut interrupted, once the network is back. One tab sends a
 * stay's queue at a time (Web Locks, where the browser has them): two tabs of the same trainer would
 * otherwise sign the same files together.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Backoff, backoffDelay } from '#web/lib/retry';
import { session } from '#web/lib/session';
import { drainQueue } from './drain-queue';
import type { BatchDeps, BatchPhoto, FileProgress } from './upload-batch';
import { memoryUploadQueue, openUploadQueue, queueScope, type UploadQueue } from './upload-queue';

export type QueuedProgress = FileProgress & { readonly key: string; readonly blob: Blob };

/** How a run of the queue ended, summed over the rounds it took. */
export interface QueueOutcome {
  readonly uploaded: number;
  readonly uploadedIds: readonly string[];
  readonly duplicates: number;
  /** Files still queued: failed this time, sent on the next run. */
  readonly left: number;
  readonly gaveUp: boolean;
  /** The last error that stopped a round (a refused token, the API unreachable). */
  readonly error?: unknown;
}

/** Failed files are tried again by themselves this many times per visit while the network is up. */
const AUTO_ROUNDS = 3;
/** The pause between rounds, drawn as every retry of the browser is (jittered, growing). */
const ROUND_BACKOFF: Backoff = { firstDelayMs: 5_000, maxDelayMs: 20_000 };

let shared: Promise<{ queue: UploadQueue; kept: boolean }> | undefined;
/** Opened once per page load; a browser that refuses IndexedDB gets the queue in memory. */
const openQueue = () => {
  shared ??= openUploadQueue().then(
    (queue) => ({ queue, kept: true }),
    (error: unknown) => {
      console.error('upload queue', error);
      return { queue: memoryUploadQueue(), kept: false };
    },
  );
  return shared;
};

const withLock = async (name: string, run: () => Promise<void>): Promise<void> => {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(name, run);
  else await run();
};

export function useUploadQueue(
  stayId: string,
  deps: BatchDeps,
  onOutcome: (outcome: QueueOutcome, resumed: boolean) => void,
) {
  const scope = queueScope(session.token(), stayId);
  const [files, setFiles] = useState<readonly QueuedProgress[]>([]);
  const [running, setRunning] = useState(false);
  const [startedAt, setStartedAt] = useState(0);
  const [restored, setRestored] = useState(0);
  const [left, setLeft] = useState(0);
  const [kept, setKept] = useState(true);
  const busy = useRef(false);
  const again = useRef(false);
  const latest = useRef({ deps, onOutcome });
  latest.current = { deps, onOutcome };

  const drain = useCallback(
    async (resumed = false): Promise<void> => {
      if (busy.current) {
        // A run is under way: it goes round once more when it ends (network back, new files).
        again.current = true;
        return;
      }
      busy.current = true;
      setRunning(true);
      const { queue } = await openQueue();
      const total = { uploaded: 0, uploadedIds: [] as string[], duplicates: 0, gaveUp: false };
      let error: unknown;
      let remaining = 0;
      let ran = false;
      try {
        await withLock(`depot-photos:${scope}`, async () => {
          for (let round = 0; round <= AUTO_ROUNDS; round += 1) {
            again.current = false;
            const entries = await queue.list(scope);
            if (entries.length === 0) break;
            ran = true;
            setStartedAt(Date.now());
            setFiles(
              entries.map((entry) => ({
                key: entry.id,
                blob: entry.blob,
                name: entry.name,
                size: entry.size,
                sent: 0,
                state: 'waiting',
                ...(entry.photoId ? { photoId: entry.photoId } : {}),
              })),
            );
            const update = (id: string, patch: Partial<FileProgress>) =>
              setFiles((current) => current.map((file) => (file.key === id ? { ...file, ...patch } : file)));
            // Only uploads that failed are worth another round now: an API that stayed busy until the
            // deadline, or refused the call, is asked again at the next visit or by the trainer.
            let worthAnotherRound = false;
            try {
              const result = await drainQueue(entries, { ...latest.current.deps, queue }, update);
              total.uploaded += result.uploaded;
              total.uploadedIds.push(...result.uploadedIds);
              total.duplicates += result.duplicates;
              total.gaveUp ||= result.gaveUp === true;
              worthAnotherRound = result.gaveUp !== true;
              error = undefined;
            } catch (failure) {
              error = failure;
            }
            remaining = (await queue.list(scope)).length;
            if (remaining === 0 || !navigator.onLine || !worthAnotherRound) break;
            // Still online with files left: the failures may pass (an expired URL is signed anew);
            // a few more rounds, a moment apart, unless new files or the network's return asked.
            if (!again.current)
              await new Promise((resolve) => setTimeout(resolve, backoffDelay(round, ROUND_BACKOFF)));
          }
        });
      } finally {
        busy.current = false;
        setRunning(false);
        setLeft(remaining);
      }
      if (ran)
        latest.current.onOutcome(
          { ...total, left: remaining, ...(error === undefined ? {} : { error }) },
          resumed,
        );
      if (again.current && navigator.onLine) void drain();
    },
    [scope],
  );

  // What an earlier visit left is listed and sent at once.
  useEffect(() => {
    let live = true;
    void openQueue().then(async ({ queue, kept: isKept }) => {
      if (!live) return;
      setKept(isKept);
      const entries = await queue.list(scope);
      if (!live || entries.length === 0) return;
      setRestored(entries.length);
      void drain(true);
    });
    return () => {
      live = false;
    };
  }, [scope, drain]);

  // The network's return resumes what its loss interrupted.
  useEffect(() => {
    const resume = () => void drain();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [drain]);

  const start = useCallback(
    async (photos: readonly BatchPhoto[]): Promise<void> => {
      const { queue } = await openQueue();
      // Asks the browser not to evict the queue under storage pressure (granted silently or not at
      // all; the queue works either way).
      void navigator.storage?.persist?.().catch(() => false);
      try {
        await queue.add(scope, photos);
      } catch (error) {
        // IndexedDB refused the batch (full disk): it is sent from memory, not kept.
        console.error('upload queue', error);
        shared = Promise.resolve({ queue: memoryUploadQueue(), kept: false });
        setKept(false);
        await (await shared).queue.add(scope, photos);
      }
      setRestored(0);
      await drain();
    },
    [scope, drain],
  );

  return { files, running, startedAt, restored, left, kept, start, resume: drain };
}
