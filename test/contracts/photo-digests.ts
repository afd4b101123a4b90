/** What every store of the families' digest marks does, the DynamoDB one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { DigestClaim, PhotoDigestStore } from '#functions/ports/stores/photo-digests.js';

const claimOf = (stayId: string, day: string, overrides: Partial<DigestClaim> = {}): DigestClaim => ({
  stageId: stayId,
  address: ' Famille@Example.fr',
  day,
  lastDayBefore: day,
  through: `${day}T06:00:00.000Z`,
  at: new Date(`${day}T07:00:00.000Z`),
  ...overrides,
});

export const describePhotoDigestStoreContract = (name: string, makeStore: () => PhotoDigestStore): void => {
  describe(`digest marks contract: ${name}`, () => {
    it('records one digest a day per family (case aside), and puts back a released claim', async () => {
      const store = makeStore();
      const stayId = newId();
      const monday = claimOf(stayId, '2026-07-06');
      expect(await store.claim(monday)).toBe(true);
      expect(await store.claim({ ...monday, address: 'famille@example.fr' })).toBe(false);
      const [before] = await store.marksOf(stayId);
      const tuesday = claimOf(stayId, '2026-07-07');
      expect(await store.claim(tuesday)).toBe(true);
      // Another run's claim is not given back.
      await store.release({ ...tuesday, at: new Date('2026-07-07T09:00:00.000Z') }, before);
      expect(await store.marksOf(stayId)).toEqual([
        {
          stageId: stayId,
          address: 'famille@example.fr',
          last_day: '2026-07-07',
          through: tuesday.through,
          digested_at: tuesday.at.toISOString(),
        },
      ]);
      await store.release(tuesday, before);
      expect(await store.marksOf(stayId)).toEqual([before]);
      expect(await store.claim(tuesday)).toBe(true);
    });

    it('forgets a first claim released, and sends nothing once the family unsubscribed', async () => {
      const store = makeStore();
      const stayId = newId();
      const first = claimOf(stayId, '2026-07-06');
      await store.claim(first);
      await store.release(first, undefined);
      expect(await store.marksOf(stayId)).toEqual([{ stageId: stayId, address: 'famille@example.fr' }]);
      const at = new Date('2026-07-06T20:00:00.000Z');
      await store.unsubscribe(stayId, 'FAMILLE@example.fr', at);
      await store.unsubscribe(stayId, 'famille@example.fr', new Date('2026-07-07T20:00:00.000Z'));
      expect(await store.claim(claimOf(stayId, '2026-07-08'))).toBe(false);
      expect(await store.marksOf(stayId)).toEqual([
        { stageId: stayId, address: 'famille@example.fr', unsubscribed_at: at.toISOString() },
      ]);
      expect(await store.marksOf(newId())).toEqual([]);
    });
  });
};
