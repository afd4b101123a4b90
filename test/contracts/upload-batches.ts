/** What every upload-batches store does, the DynamoDB one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { BatchEnd } from '#functions/domain/upload-batch.js';
import type { UploadBatchStore } from '#functions/ports/stores/upload-batches.js';

const endAt = (batch: Omit<BatchEnd, 'at'>, at: string): BatchEnd => ({ ...batch, at });
const aBatch = (): Omit<BatchEnd, 'at'> => ({ stageId: newId(), uploader: newId() });

const T1 = '2026-07-08T10:00:00.000Z';
const T2 = '2026-07-08T10:05:00.000Z';
const NOW = new Date('2026-07-08T10:20:00.000Z');
const minutesAfterNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

export const describeUploadBatchStoreContract = (name: string, makeStore: () => UploadBatchStore): void => {
  describe(`upload-batches store contract: ${name}`, () => {
    it('moves the batch end only forward', async () => {
      const store = makeStore();
      const batch = aBatch();
      expect(await store.touch(endAt(batch, T1))).toBe(true);
      expect(await store.touch(endAt(batch, T2))).toBe(true);
      expect(await store.touch(endAt(batch, T1))).toBe(false);
      expect(await store.touch(endAt(batch, T2))).toBe(false);
      expect(await store.touch(endAt(aBatch(), T1))).toBe(true);
    });

    it('claims only the latest end, once while held, again once the hold lapsed', async () => {
      const store = makeStore();
      const batch = aBatch();
      await store.touch(endAt(batch, T1));
      await store.touch(endAt(batch, T2));
      expect(await store.claim(endAt(aBatch(), T1), NOW, minutesAfterNow(5))).toBe(false);
      expect(await store.claim(endAt(batch, T1), NOW, minutesAfterNow(5))).toBe(false);
      expect(await store.claim(endAt(batch, T2), NOW, minutesAfterNow(5))).toBe(true);
      expect(await store.claim(endAt(batch, T2), minutesAfterNow(5), minutesAfterNow(10))).toBe(false);
      expect(await store.claim(endAt(batch, T2), minutesAfterNow(6), minutesAfterNow(10))).toBe(true);
    });

    it('announces a finished end once, and a released claim may be taken again at once', async () => {
      const store = makeStore();
      const [finished, released] = [aBatch(), aBatch()];
      for (const batch of [finished, released]) {
        await store.touch(endAt(batch, T1));
        await store.claim(endAt(batch, T1), NOW, minutesAfterNow(5));
      }
      await store.finish(endAt(finished, T1));
      await store.release(endAt(released, T1));
      await store.finish(endAt(aBatch(), T1));
      await store.release(endAt(aBatch(), T1));
      expect(await store.claim(endAt(finished, T1), minutesAfterNow(10), minutesAfterNow(15))).toBe(false);
      expect(await store.claim(endAt(released, T1), NOW, minutesAfterNow(5))).toBe(true);
      // A later photo starts a new end, which may be announced in its turn.
      expect(await store.touch(endAt(finished, T2))).toBe(true);
      expect(await store.claim(endAt(finished, T2), NOW, minutesAfterNow(5))).toBe(true);
    });
  });
};
