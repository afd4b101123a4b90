import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SignUploadsRequest, SignUploadsResponse } from '#shared/schemas';
import { drainQueue } from './drain-queue';
import type { BatchDeps, BatchOptions } from './upload-batch';
import { openUploadQueue, QUEUE_MAX_AGE_MS, queueScope } from './upload-queue';

const options: BatchOptions = { concurrency: 4, signChunk: 4, retries: 0, minTimeoutMs: 1 };

const photo = (name: string) => ({
  file: Object.assign(new Blob([`bytes of ${name}`], { type: 'image/jpeg' }), { name }),
  type: 'image/jpeg' as const,
});
const batch = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => photo(`${prefix}-${String(i).padStart(2, '0')}.jpg`));

/**
 * Storage and the API as the server keeps them: one photo per content and stay; a content signed
 * but never processed is signed again under the same photo; a processed one is answered as held.
 */
const fakeServer = () => {
  const byHash = new Map<string, { photoId: string; processed: boolean }>();
  const stored = new Map<string, number>();
  const deps: BatchDeps = {
    hash: async (file) => {
      const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
      return Buffer.from(digest).toString('hex');
    },
    sign: async (files: SignUploadsRequest['files']): Promise<SignUploadsResponse> => {
      const answer: SignUploadsResponse = { uploads: [], duplicates: [] };
      for (const file of files) {
        const sha256 = file.sha256 ?? '';
        const holder = byHash.get(sha256) ?? { photoId: `photo-${byHash.size + 1}`, processed: false };
        byHash.set(sha256, holder);
        if (holder.processed)
          answer.duplicates.push({ photoId: holder.photoId, name: file.name, sha256, status: 'prete' });
        else
          answer.uploads.push({
            photoId: holder.photoId,
            name: file.name,
            sha256,
            url: `storage/${holder.photoId}`,
            method: 'PUT',
            headers: {},
            expiresAt: '',
          });
      }
      return answer;
    },
    put: async (url) => {
      stored.set(url, (stored.get(url) ?? 0) + 1);
    },
  };
  /** The media worker's pass: every stored photo leaves processing. */
  const process = () => {
    for (const holder of byHash.values())
      if (stored.has(`storage/${holder.photoId}`)) holder.processed = true;
  };
  return { deps, stored, byHash, process };
};

const offline = Object.assign(new Error('offline'), { status: 0 });

describe('the upload queue kept in IndexedDB', () => {
  it('resumes after a reload and ends with every photo stored once, the queue empty', async () => {
    // Prepare: the first page sends 10 photos of 30, then the network stops answering (a reload).
    const queue = await openUploadQueue();
    const scope = queueScope(null, 'stay-resume');
    await queue.add(scope, batch(30, 'IMG'));
    const server = fakeServer();
    let puts = 0;
    const cut: BatchDeps = {
      ...server.deps,
      put: async (url, headers, file, onProgress) => {
        puts += 1;
        if (puts > 10) throw offline;
        return server.deps.put(url, headers, file, onProgress);
      },
    };
    const first = await drainQueue(await queue.list(scope), { ...cut, queue }, () => {}, options);
    server.process();
    // Act: the page opens again and sends what the queue holds.
    const left = await queue.list(scope);
    const second = await drainQueue(left, { ...server.deps, queue }, () => {}, options);
    // Assess
    expect(first.uploaded).toBe(10);
    expect(left).toHaveLength(20);
    expect(left.every((entry) => entry.photoId !== undefined)).toBe(true);
    expect(second).toMatchObject({ uploaded: 20, duplicates: 0, failed: 0 });
    expect(server.stored.size).toBe(30);
    expect([...server.stored.values()].every((count) => count === 1)).toBe(true);
    expect(await queue.list(scope)).toEqual([]);
  });

  it('counts as sent, without sending it again, a photo whose upload arrived but was never confirmed', async () => {
    // Prepare: storage took the PUT, the answer was lost (the tab closed), the worker processed it.
    const queue = await openUploadQueue();
    const scope = queueScope(null, 'stay-unconfirmed');
    await queue.add(scope, batch(2, 'LOST'));
    const server = fakeServer();
    const lostAnswer: BatchDeps = {
      ...server.deps,
      put: async (url, headers, file, onProgress) => {
        await server.deps.put(url, headers, file, onProgress);
        throw offline;
      },
    };
    await drainQueue(await queue.list(scope), { ...lostAnswer, queue }, () => {}, options);
    server.process();
    const states = new Map<string, string | undefined>();
    // Act
    const result = await drainQueue(
      await queue.list(scope),
      { ...server.deps, queue },
      (id, patch) => states.set(id, patch.state ?? states.get(id)),
      options,
    );
    // Assess
    expect(result).toMatchObject({ uploaded: 2, duplicates: 0, failed: 0 });
    expect([...states.values()]).toEqual(['done', 'done']);
    expect([...server.stored.values()]).toEqual([1, 1]);
    expect(await queue.list(scope)).toEqual([]);
  });

  it('sends a photo signed but not yet received again under the same photo, never as a second one', async () => {
    // Prepare: signed, the PUT cut before storage had it; the worker has nothing to process.
    const queue = await openUploadQueue();
    const scope = queueScope(null, 'stay-signed');
    await queue.add(scope, batch(1, 'CUT'));
    const server = fakeServer();
    await drainQueue(
      await queue.list(scope),
      { ...server.deps, put: async () => Promise.reject(offline), queue },
      () => {},
      options,
    );
    const [signed] = await queue.list(scope);
    // Act
    const result = await drainQueue(await queue.list(scope), { ...server.deps, queue }, () => {}, options);
    // Assess
    expect(signed?.photoId).toBe('photo-1');
    expect(result).toMatchObject({ uploaded: 1, uploadedIds: ['photo-1'], failed: 0 });
    expect([...server.stored.keys()]).toEqual(['storage/photo-1']);
    expect(server.byHash.size).toBe(1);
  });

  it('keeps the queues of other stays and other accounts apart', async () => {
    // Prepare
    const queue = await openUploadQueue();
    const token = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
    const mine = queueScope(token('formateur:stay-a'), 'stay-a');
    const otherStay = queueScope(token('formateur:stay-b'), 'stay-b');
    const admin = queueScope(token('admin:alice'), 'stay-a');
    await queue.add(mine, batch(2, 'A'));
    await queue.add(otherStay, batch(3, 'B'));
    await queue.add(admin, batch(1, 'ADM'));
    // Act
    const listed = await queue.list(mine);
    // Assess
    expect(new Set([mine, otherStay, admin]).size).toBe(3);
    expect(listed.map((entry) => entry.name)).toEqual(['A-00.jpg', 'A-01.jpg']);
    expect(await queue.list(otherStay)).toHaveLength(3);
  });

  it('drops files chosen longer ago than a stay lasts, and keeps the sending order', async () => {
    // Prepare
    let now = 1_000_000;
    const queue = await openUploadQueue(() => now);
    const scope = queueScope(null, 'stay-old');
    await queue.add(scope, batch(2, 'OLD'));
    now += QUEUE_MAX_AGE_MS + 1;
    await queue.add(scope, batch(3, 'NEW'));
    // Act
    const listed = await queue.list(scope);
    // Assess
    expect(listed.map((entry) => entry.name)).toEqual(['NEW-00.jpg', 'NEW-01.jpg', 'NEW-02.jpg']);
  });
});
