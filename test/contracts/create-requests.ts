/** What every store of create requests' claims does, the DynamoDB one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { CreateRequests } from '#functions/ports/stores/create-requests.js';

const T0 = new Date('2026-07-08T10:00:00.000Z');
const secondsLater = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

export const describeCreateRequestsContract = (name: string, makeStore: () => CreateRequests): void => {
  describe(`create requests contract: ${name}`, () => {
    it('lets the first claim through, keeps the answer once done, and forgets a released claim', async () => {
      const store = makeStore();
      const [done, released] = [newId(), newId()];
      expect(await store.claim(done, T0)).toEqual({ kind: 'first' });
      expect(await store.claim(done, secondsLater(1))).toEqual({ kind: 'in-flight' });
      const answer = { status: 201, body: { id: 'sejour-1' } };
      await store.complete(done, answer, secondsLater(2));
      expect(await store.claim(done, secondsLater(3))).toEqual({ kind: 'done', answer });
      await store.claim(released, T0);
      await store.release(released);
      expect(await store.claim(released, secondsLater(1))).toEqual({ kind: 'first' });
    });

    it('counts a claim past its time as absent, whether or not it is removed yet', async () => {
      const store = makeStore();
      const [stuck, answered] = [newId(), newId()];
      await store.claim(stuck, T0);
      expect(await store.claim(stuck, secondsLater(100))).toEqual({ kind: 'in-flight' });
      expect(await store.claim(stuck, secondsLater(300))).toEqual({ kind: 'first' });
      await store.claim(answered, T0);
      await store.complete(answered, { status: 201, body: {} }, T0);
      expect(await store.claim(answered, secondsLater(2 * 86_400))).toEqual({ kind: 'first' });
    });
  });
};
