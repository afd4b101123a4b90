import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openFaceStore } from './face-store';
import type { ScanPhoto, ScanProgress } from './index';
import { scanPhotos } from './scan';
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
});
