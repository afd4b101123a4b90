import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openFaceStore } from './face-store';
import type { PhotoScore, ScanPhoto, ScanProgress } from './index';
import { SCORES_EVERY_MS, scanPhotos } from './scan';
import type { WorkerClient } from './worker-client';

const box = { x: 0.1, y: 0.1, w: 0.2, h: 0.2 };
const photo = (photoId: string, faces = 2): ScanPhoto => ({
  photoId,
  faces: {
    boxes: Array.from({ length: faces }, () => box),
    url: `https://media.example/${photoId}/faces.jpg`,
  },
});

/** A worker that reads each strip at once, as 1 KB of download per face, and counts what it read. */
const countingWorker = (asked: string[]): WorkerClient => ({
  ask: async (question) => {
    if (question.kind !== 'strip') throw new Error('strips only');
    asked.push(question.url);
    const templates = Array.from({ length: question.count }, () => new Float32Array([1, 0]));
    return { kind: 'strip', id: 0, templates, bytes: 1000 * question.count };
  },
  terminate: () => undefined,
});

const openStore = (stayId: string) => openFaceStore(stayId, Date.now() + 60_000, Date.now());

describe('the scan', () => {
  it('reads each strip once: a second scan reads nothing and reports the faces kept', async () => {
    const store = await openStore('premier');
    const asked: string[] = [];
    const photos = [photo('a'), photo('b', 3), { photoId: 'none', faces: { boxes: [], url: null } }];
    const seen: ScanProgress[] = [];

    await scanPhotos(photos, store, countingWorker(asked), {
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(p),
    });
    await scanPhotos(photos, store, countingWorker(asked), {
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(p),
    });

    expect(asked).toHaveLength(2);
    expect(seen.at(-2)).toEqual({ done: 2, total: 2, faces: 5, bytes: 5000 });
    expect(seen.at(-1)).toEqual({ done: 2, total: 2, faces: 5, bytes: 0 });
    store.close();
  });

  it('stops when its signal aborts and goes on from there at the next scan', async () => {
    const store = await openStore('pause');
    const photos = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => photo(id));
    const pause = new AbortController();
    const asked: string[] = [];
    await scanPhotos(photos, store, countingWorker(asked), {
      signal: pause.signal,
      onProgress: ({ done }) => {
        if (done === 4) pause.abort();
      },
    });
    const before = asked.length;
    expect(before).toBeLessThan(photos.length);

    await scanPhotos(photos, store, countingWorker(asked), {
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });

    expect(new Set(asked).size).toBe(photos.length);
    expect((await store.templates()).length).toBe(photos.length);
    store.close();
  });

  it('reads a photo again when its strip changed, and drops photos no longer in the gallery', async () => {
    const store = await openStore('changes');
    const asked: string[] = [];
    const scan = (photos: ScanPhoto[]) =>
      scanPhotos(photos, store, countingWorker(asked), {
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
    await scan([photo('a'), photo('b')]);

    await scan([photo('a', 3)]);

    expect(asked).toHaveLength(3);
    expect((await store.templates()).map(({ photoId, templates }) => [photoId, templates.length])).toEqual([
      ['a', 3],
    ]);
    store.close();
  });

  it('hands out the scores found so far as it goes, best first, and all of them at the end', async () => {
    const store = await openStore('au-fil');
    await store.addReference({
      id: 'enfant',
      preview: new Blob(),
      template: new Float32Array([1, 0]),
      addedAt: Date.now(),
    });
    // Photo pN's faces point further from the child's the larger N is: p1 is the best match.
    const leaning: WorkerClient = {
      ask: async (question) => {
        if (question.kind !== 'strip') throw new Error('strips only');
        const lean = Number(/p(\d+)/.exec(question.url)?.[1]);
        const templates = Array.from({ length: question.count }, () => new Float32Array([1, lean]));
        return { kind: 'strip', id: 0, templates, bytes: 0 };
      },
      terminate: () => undefined,
    };
    const photos = [6, 2, 5, 1, 4, 3].map((n) => photo(`p${n}`, 1));
    const scan = async (clock: () => number): Promise<PhotoScore[][]> => {
      const handed: PhotoScore[][] = [];
      await scanPhotos(photos, store, leaning, {
        signal: new AbortController().signal,
        onProgress: () => undefined,
        onScores: (scores) => handed.push(scores),
        now: clock,
      });
      return handed;
    };

    // A clock that moves past the pace at each look: scores after every photo.
    let time = 0;
    const moving = await scan(() => (time += SCORES_EVERY_MS));
    expect(moving[0]).toEqual([]);
    expect(moving.some((scores) => scores.length > 0 && scores.length < photos.length)).toBe(true);
    const last = moving.at(-1) ?? [];
    expect(last.map(({ photoId }) => photoId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(last[0]?.score).toBeCloseTo(1 / Math.sqrt(2));

    // Nothing left to read, the clock still: the photos kept are scored at once, and that is all.
    const still = await scan(() => 0);
    expect(still).toEqual([last, last]);
    store.close();
  });
});
