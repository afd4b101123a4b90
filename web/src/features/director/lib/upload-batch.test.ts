import { describe, expect, it } from 'vitest';
import type { SignUploadsRequest, SignUploadsResponse } from '#shared/schemas';
import { ApiError } from '#web/lib/api-client';
import { type BatchDeps, defaultBatchOptions, type FileProgress, runBatch } from './upload-batch';

const photo = (name: string, content: string) => ({
  file: Object.assign(new Blob([content]), { name }),
  type: 'image/jpeg' as const,
});

/** A fake server: known hashes are duplicates; PUTs fail `failures` times per URL first. */
const fakeDeps = (known: string[], failures = 0) => {
  const attempts = new Map<string, number>();
  let running = 0;
  let peak = 0;
  const deps: BatchDeps = {
    hash: async (file) => (await file.text()).padEnd(64, '0'),
    sign: async (files: SignUploadsRequest['files']): Promise<SignUploadsResponse> => {
      const fresh = files.filter(
        (f, i) => !known.includes(f.sha256 ?? '') && files.findIndex((g) => g.sha256 === f.sha256) === i,
      );
      return {
        uploads: fresh.map((f) => ({
          photoId: `p${f.sha256?.slice(0, 3)}`,
          name: f.name,
          sha256: f.sha256,
          url: `u/${f.sha256}`,
          method: 'PUT',
          headers: {},
          expiresAt: '',
        })),
        duplicates: [],
      };
    },
    put: async (url) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      const seen = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, seen);
      if (seen <= failures) throw Object.assign(new Error('offline'), { status: 0 });
    },
  };
  return { deps, attempts, peak: () => peak };
};

describe('runBatch', () => {
  it('sends new photos at most four at a time, skips known ones and repeats across sign calls, and reports each file', async () => {
    // Prepare
    const photos = ['a', 'b', 'c', 'd', 'e', 'f', 'a', 'k'].map((c, i) => photo(`${i}.jpg`, c));
    const { deps, peak } = fakeDeps(['k'.padEnd(64, '0')]);
    const states = new Map<number, Partial<FileProgress>>();
    // Act
    const result = await runBatch(photos, deps, (i, patch) => states.set(i, { ...states.get(i), ...patch }), {
      concurrency: 4,
      signChunk: 3,
      retries: 2,
      minTimeoutMs: 1,
    });
    // Assess
    expect({ ...result, uploadedIds: result.uploadedIds.length }).toEqual({
      uploaded: 6,
      uploadedIds: 6,
      duplicates: 2,
      failed: 0,
    });
    expect(peak()).toBe(4);
    expect(states.get(6)?.state).toBe('duplicate');
    expect(states.get(7)?.state).toBe('duplicate');
    expect(states.get(0)?.state).toBe('done');
  });

  it('retries a failed upload with backoff, then gives up and reports it', async () => {
    // Prepare
    const flaky = fakeDeps([], 2);
    const broken = fakeDeps([], 10);
    // Act
    const recovered = await runBatch([photo('a.jpg', 'a')], flaky.deps, () => {}, {
      concurrency: 4,
      signChunk: 8,
      retries: 3,
      minTimeoutMs: 1,
    });
    const lost = await runBatch([photo('a.jpg', 'a')], broken.deps, () => {}, {
      concurrency: 4,
      signChunk: 8,
      retries: 3,
      minTimeoutMs: 1,
    });
    // Assess
    expect({ ...recovered, uploadedIds: recovered.uploadedIds.length }).toEqual({
      uploaded: 1,
      uploadedIds: 1,
      duplicates: 0,
      failed: 0,
    });
    expect(flaky.attempts.get(`u/${'a'.padEnd(64, '0')}`)).toBe(3);
    expect({ ...lost, uploadedIds: lost.uploadedIds.length }).toEqual({
      uploaded: 0,
      uploadedIds: 0,
      duplicates: 0,
      failed: 1,
    });
  });

  it('sends the first photo after two fingerprints, then signs eight at a time', async () => {
    // Prepare
    const photos = Array.from({ length: 12 }, (_, i) => photo(`${i}.jpg`, `x${String(i).padStart(2, '0')}`));
    const { deps } = fakeDeps([]);
    const events: string[] = [];
    const traced: BatchDeps = {
      hash: async (file) => {
        events.push('hash');
        return deps.hash(file);
      },
      sign: async (files) => {
        events.push(`sign ${files.length}`);
        return deps.sign(files);
      },
      put: async (url, headers, file, onProgress) => {
        events.push('put');
        return deps.put(url, headers, file, onProgress);
      },
    };
    // Act
    const result = await runBatch(photos, traced, () => {}, { ...defaultBatchOptions, retries: 0 });
    // Assess
    expect(result.uploaded).toBe(12);
    expect(events.filter((event) => event.startsWith('sign'))).toEqual(['sign 2', 'sign 8', 'sign 2']);
    // The first PUT starts while the next chunk is still being fingerprinted.
    expect(events.slice(0, 3)).toEqual(['hash', 'hash', 'sign 2']);
    expect(events.indexOf('put')).toBeLessThan(events.indexOf('sign 8'));
  });

  it('starts sending before the last files are hashed and signed', async () => {
    // Prepare
    const photos = ['a', 'b', 'c', 'd', 'e', 'f'].map((c, i) => photo(`${i}.jpg`, c));
    const { deps } = fakeDeps([]);
    const events: string[] = [];
    const traced: BatchDeps = {
      hash: async (file) => {
        events.push('hash');
        return deps.hash(file);
      },
      sign: async (files) => {
        events.push(`sign ${files.length}`);
        return deps.sign(files);
      },
      put: async (url, headers, file, onProgress) => {
        events.push('put');
        return deps.put(url, headers, file, onProgress);
      },
    };
    // Act
    const result = await runBatch(photos, traced, () => {}, {
      concurrency: 4,
      signChunk: 2,
      retries: 0,
      minTimeoutMs: 1,
    });
    // Assess
    expect({ ...result, uploadedIds: result.uploadedIds.length }).toEqual({
      uploaded: 6,
      uploadedIds: 6,
      duplicates: 0,
      failed: 0,
    });
    expect(events.filter((event) => event.startsWith('sign'))).toEqual(['sign 2', 'sign 2', 'sign 2']);
    expect(events.indexOf('put')).toBeLessThan(events.lastIndexOf('hash'));
  });

  it('asks again when signing is refused with 429, then stops at the deadline and reports the unsigned files', async () => {
    // Prepare
    const photos = ['a', 'b', 'c', 'd', 'e'].map((c, i) => photo(`${i}.jpg`, c));
    const { deps } = fakeDeps([]);
    let signCalls = 0;
    const busyAfterFirst: BatchDeps = {
      ...deps,
      sign: async (files) => {
        signCalls += 1;
        if (signCalls > 1) throw new ApiError('http', 429, null, null, 5);
        return deps.sign(files);
      },
    };
    const states = new Map<number, Partial<FileProgress>>();
    // Act
    const result = await runBatch(
      photos,
      busyAfterFirst,
      (i, patch) => states.set(i, { ...states.get(i), ...patch }),
      {
        concurrency: 4,
        signChunk: 2,
        retries: 0,
        minTimeoutMs: 1,
        signBackoff: { firstDelayMs: 1, maxDelayMs: 4, deadlineMs: 40 },
      },
    );
    // Assess
    expect({ ...result, uploadedIds: result.uploadedIds.length }).toEqual({
      uploaded: 2,
      uploadedIds: 2,
      duplicates: 0,
      failed: 3,
      gaveUp: true,
    });
    expect(signCalls).toBeGreaterThan(2);
    expect([0, 1].map((i) => states.get(i)?.state)).toEqual(['done', 'done']);
    expect([2, 3, 4].map((i) => states.get(i)?.state)).toEqual(['failed', 'failed', 'failed']);
  });
});
