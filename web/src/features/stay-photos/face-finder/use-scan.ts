/**
 * The scan of the stay's photos on the device, as the screens drive it: running with its progress
 * and the scores of the photos read so far, paused (the scan's signal aborted; the engine keeps what
 * it did and a new scan goes on from there), failed, or done with each photo's score. Leaving the
 * page aborts a running scan.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FaceFinder, PhotoScore, ScanPhoto, ScanProgress } from './engine';

export type ScanState =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'running' | 'paused' | 'failed';
      readonly progress: ScanProgress | null;
      /** The photos read so far, best first. */
      readonly scores: readonly PhotoScore[];
    }
  | { readonly kind: 'done'; readonly scores: readonly PhotoScore[] };

const NO_SCORES: readonly PhotoScore[] = [];

const progressOf = (state: ScanState): ScanProgress | null =>
  state.kind === 'running' || state.kind === 'paused' || state.kind === 'failed' ? state.progress : null;

const scoresOf = (state: ScanState): readonly PhotoScore[] =>
  state.kind === 'idle' ? NO_SCORES : state.scores;

export function useScan(finder: FaceFinder | null) {
  const [state, setState] = useState<ScanState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (photos: readonly ScanPhoto[]): Promise<void> => {
      if (!finder) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const { signal } = current;
      let last: readonly PhotoScore[] = NO_SCORES;
      setState((before) => ({ kind: 'running', progress: progressOf(before), scores: scoresOf(before) }));
      try {
        await finder.scan(photos, {
          signal,
          onProgress: (progress) => {
            if (!signal.aborted)
              setState((before) => ({ kind: 'running', progress, scores: scoresOf(before) }));
          },
          onScores: (scores) => {
            last = scores;
            if (!signal.aborted)
              setState((before) => ({ kind: 'running', progress: progressOf(before), scores }));
          },
        });
        // The scan hands out every photo's score as it ends: nothing to read again.
        if (!signal.aborted) setState({ kind: 'done', scores: last });
      } catch (error) {
        // A pause or a cancel aborts the scan: that is no failure.
        if (signal.aborted) return;
        console.error(error);
        setState((before) => ({ kind: 'failed', progress: progressOf(before), scores: scoresOf(before) }));
      }
    },
    [finder],
  );

  const pause = useCallback(() => {
    controller.current?.abort();
    setState((before) => ({ kind: 'paused', progress: progressOf(before), scores: scoresOf(before) }));
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ kind: 'idle' });
  }, []);

  return { state, start, pause, cancel };
}
