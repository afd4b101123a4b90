/**
 * "Enregistrer sur mon téléphone": the next batch of the photos to save (the selected ones, or all
 * of them) is fetched as files, one after the other with a running count, then handed to the share
 * sheet, from which the family saves them to the photo library. The batch after it starts where
 * this one stopped; a new selection starts over. The gallery reads its photos page by page: saving
 * all of them reads the pages still missing first, so the batches follow the whole stay, and the
 * count of what was saved does not start over when a page arrives.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { publicMessages } from '#shared/public-messages';
import { type Feedback, failure, info, success } from '#web/lib/feedback';
import { fetchMedia, responseToFile, shareFiles } from '#web/lib/share-files';
import { fitsInBatch, nextShareBatch, photosToSave, type ShareBatch, type SharePhoto } from './share-batches';

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'listing' }
  | { readonly kind: 'fetching'; readonly done: number; readonly total: number }
  | { readonly kind: 'ready'; readonly files: readonly File[]; readonly total: number }
  | { readonly kind: 'shared'; readonly count: number; readonly all: boolean }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed' };

export interface SaveToPhone {
  /** The batch the button saves next, among the photos read so far (null when every one was saved). */
  readonly batch: ShareBatch | null;
  /** Whether the batch's total is the stay's, or only that of the pages read so far. */
  readonly totalKnown: boolean;
  readonly busy: boolean;
  /** Files fetched but not yet shared: the next tap opens the sheet at once. */
  readonly readyCount: number | null;
  readonly feedback: Feedback;
  readonly save: () => void;
}

export interface PhotosToShare {
  /** The photos read so far, in the gallery's order. */
  readonly photos: readonly SharePhoto[];
  /** Selected photo ids, in the order they were selected; none saves all the photos. */
  readonly selected: readonly string[];
  /** Whether `photos` holds every photo of the stay. */
  readonly complete: boolean;
  /** Reads the pages still missing and answers every photo of the stay. */
  readonly readAll: () => Promise<readonly SharePhoto[]>;
  /**
   * The stay's name, part of each saved file's name; undefined while the stay is on its way, when
   * nothing can be saved yet (a quick tap would otherwise save files named without it).
   */
  readonly stayName: string | undefined;
}

export const useSaveToPhone = ({
  photos,
  selected: selectedIds,
  complete,
  readAll,
  stayName,
}: PhotosToShare): SaveToPhone => {
  const toSave = useMemo(() => photosToSave(photos, selectedIds), [photos, selectedIds]);
  // How many of the photos to save went to the share sheet, for this choice only: all the photos
  // (whatever pages have arrived since) or this selection.
  const listKey = selectedIds.length === 0 ? 'all' : selectedIds.join(' ');
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

  const batch = stayName === undefined ? null : nextShareBatch(toSave, saved);

  const share = useCallback(
    async (files: readonly File[], total: number) => {
      try {
        const outcome = await shareFiles(files);
        if (outcome === 'needs-tap') {
          setStep({ kind: 'ready', files, total });
          return;
        }
        if (outcome === 'cancelled') {
          setStep({ kind: 'cancelled' });
          return;
        }
        const savedNow = saved + files.length;
        setProgress({ listKey, saved: savedNow >= total ? 0 : savedNow });
        setStep({ kind: 'shared', count: files.length, all: savedNow >= total });
      } catch (error) {
        console.error(error);
        setStep({ kind: 'failed' });
      }
    },
    [listKey, saved],
  );

  const fetchBatch = useCallback(async () => {
    if (stayName === undefined) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const files: File[] = [];
    let bytes = 0;
    let list = toSave;
    try {
      if (!complete && selectedIds.length === 0) {
        setStep({ kind: 'listing' });
        list = photosToSave(await readAll(), selectedIds);
        if (controller.signal.aborted) return;
      }
      const next = nextShareBatch(list, saved);
      if (!next) {
        setStep({ kind: 'idle' });
        return;
      }
      const { items } = next;
      // File names are made when saving: the gallery's first load does without their code.
      const { photoFileName } = await import('#shared/photo-file-name');
      setStep({ kind: 'fetching', done: 0, total: items.length });
      for (const item of items) {
        const response = await fetchMedia(item.url, controller.signal);
        const length = Number(response.headers.get('content-length'));
        const size = Number.isFinite(length) && length > 0 ? length : null;
        if (!fitsInBatch({ count: files.length, bytes }, size)) {
          // Over the batch's budget: this photo opens the next batch.
          await response.body?.cancel();
          break;
        }
        const file = await responseToFile(response, photoFileName(item.time, stayName, item.position));
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
    await share(files, list.length);
  }, [share, toSave, complete, selectedIds, readAll, saved, stayName]);

  const busy = step.kind === 'listing' || step.kind === 'fetching';
  const save = useCallback(() => {
    if (busy) return;
    if (step.kind === 'ready') {
      void share(step.files, step.total);
      return;
    }
    if (batch) void fetchBatch();
  }, [busy, step, batch, share, fetchBatch]);

  return {
    batch,
    totalKnown: complete || selectedIds.length > 0,
    busy,
    readyCount: step.kind === 'ready' ? step.files.length : null,
    feedback: feedbackOf(step),
    save,
  };
};

const feedbackOf = (step: Step): Feedback => {
  const text = publicMessages.saveToPhone;
  switch (step.kind) {
    case 'idle':
      return null;
    case 'listing':
      return info(text.listing);
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
