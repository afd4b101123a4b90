/**
 * "Enregistrer sur mon téléphone": the next batch of the photos to save (the selected ones, or all
 * of them) is fetched as files, one after the other with a running count, then handed to the share
 * sheet, from which the family saves them to the photo library. The batch after it starts where
 * this one stopped; a new selection starts over.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { type Feedback, failure, info, success } from '../../../lib/feedback';
import { fetchMedia, responseToFile, shareFiles } from '../../../lib/share-files';
import { fitsInBatch, nextShareBatch, photosToSave, type ShareBatch, type SharePhoto } from './share-batches';

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'fetching'; readonly done: number; readonly total: number }
  | { readonly kind: 'ready'; readonly files: readonly File[] }
  | { readonly kind: 'shared'; readonly count: number; readonly all: boolean }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed' };

export interface SaveToPhone {
  /** The batch the button saves next (null when every photo was saved). */
  readonly batch: ShareBatch | null;
  readonly busy: boolean;
  /** Files fetched but not yet shared: the next tap opens the sheet at once. */
  readonly readyCount: number | null;
  readonly feedback: Feedback;
  readonly save: () => void;
}

export const useSaveToPhone = (
  photos: readonly SharePhoto[],
  selectedIds: readonly string[],
): SaveToPhone => {
  const toSave = useMemo(() => photosToSave(photos, selectedIds), [photos, selectedIds]);
  // How many of the photos to save went to the share sheet, for this list of photos only.
  const listKey = toSave.map((photo) => photo.id).join(' ');
  const [progress, setProgress] = useState({ listKey, saved: 0 });
  const saved = progress.listKey === listKey ? progress.saved : 0;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  // Another selection: what was prepared for the former one is not what the family now asks for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new list of photos only
  useEffect(() => {
    running.current?.abort();
    setStep({ kind: 'idle' });
  }, [listKey]);

  const batch = nextShareBatch(toSave, saved);

  const share = useCallback(
    async (files: readonly File[]) => {
      try {
        const outcome = await shareFiles(files);
        if (outcome === 'needs-tap') {
          setStep({ kind: 'ready', files });
          return;
        }
        if (outcome === 'cancelled') {
          setStep({ kind: 'cancelled' });
          return;
        }
        const total = saved + files.length;
        setProgress({ listKey, saved: total >= toSave.length ? 0 : total });
        setStep({ kind: 'shared', count: files.length, all: total >= toSave.length });
      } catch (error) {
        console.error(error);
        setStep({ kind: 'failed' });
      }
    },
    [listKey, saved, toSave.length],
  );

  const fetchBatch = useCallback(
    async (items: ShareBatch['items']) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const files: File[] = [];
      let bytes = 0;
      setStep({ kind: 'fetching', done: 0, total: items.length });
      try {
        for (const item of items) {
          const response = await fetchMedia(item.url, controller.signal);
          const length = Number(response.headers.get('content-length'));
          const size = Number.isFinite(length) && length > 0 ? length : null;
          if (!fitsInBatch({ count: files.length, bytes }, size)) {
            // Over the batch's budget: this photo opens the next batch.
            await response.body?.cancel();
            break;
          }
          const file = await responseToFile(response, item.fileName);
          files.push(file);
          bytes += file.size;
          setStep({ kind: 'fetching', done: files.length, total: items.length });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        setStep({ kind: 'failed' });
        return;
      }
      if (controller.signal.aborted) return;
      await share(files);
    },
    [share],
  );

  const save = useCallback(() => {
    if (step.kind === 'fetching') return;
    if (step.kind === 'ready') {
      void share(step.files);
      return;
    }
    if (batch) void fetchBatch(batch.items);
  }, [step, batch, share, fetchBatch]);

  return {
    batch,
    busy: step.kind === 'fetching',
    readyCount: step.kind === 'ready' ? step.files.length : null,
    feedback: feedbackOf(step),
    save,
  };
};

const feedbackOf = (step: Step): Feedback => {
  const text = messages.saveToPhone;
  switch (step.kind) {
    case 'idle':
      return null;
    case 'fetching':
      return info(text.fetching(step.done, step.total));
    case 'ready':
      return info(text.ready(step.files.length));
    case 'shared':
      return success(step.all ? `${text.shared(step.count)} ${text.allShared}` : text.shared(step.count));
    case 'cancelled':
      return info(text.cancelled);
    case 'failed':
      return failure(text.failed);
  }
};
