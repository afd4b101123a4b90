/**
 * What the smaller stores do, the DynamoDB ones and the ones in memory alike: signed-out tokens,
 * the expiry reminders' marks and the directors.
 */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { DirectorRecord } from '#functions/domain/people.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { ExpiryReminderStore } from '#functions/ports/stores/expiry-reminders.js';
import type { RevokedTokens } from '#functions/ports/stores/revoked-tokens.js';

export const describeRevokedTokensContract = (name: string, makeStore: () => RevokedTokens): void => {
  describe(`signed-out tokens contract: ${name}`, () => {
    it('knows a signed-out token, and only that one', async () => {
      const store = makeStore();
      const tokenId = newId();
      expect(await store.isRevoked(tokenId)).toBe(false);
      await store.revoke({ tokenId, expiresAt: 4_102_444_800 });
      await store.revoke({ tokenId, expiresAt: 4_102_444_800 });
      expect(await store.isRevoked(tokenId)).toBe(true);
      expect(await store.isRevoked(newId())).toBe(false);
    });
  });
};

export const describeExpiryReminderStoreContract = (
  name: string,
  makeStore: () => ExpiryReminderStore,
): void => {
  describe(`expiry reminders contract: ${name}`, () => {
    it('claims a reminder once per stay, day and address (case aside), and forgets a released one', async () => {
      const store = makeStore();
      const stayId = newId();
      const mark = { stageId: stayId, deletionDay: '2026-09-30', address: ' Famille@Example.fr ' };
      const at = new Date('2026-09-23T08:00:00.000Z');
      expect(await store.claim(mark, at)).toBe(true);
      expect(await store.claim({ ...mark, address: 'famille@example.fr' }, at)).toBe(false);
      expect(await store.claim({ ...mark, deletionDay: '2026-10-01' }, at)).toBe(true);
      expect(await store.claim({ ...mark, address: 'autre@example.fr' }, at)).toBe(true);
      expect((await store.remindedFor(stayId, '2026-09-30')).sort()).toEqual([
        'autre@example.fr',
        'famille@example.fr',
      ]);
      await store.release({ ...mark, address: 'FAMILLE@example.fr' });
      expect(await store.remindedFor(stayId, '2026-09-30')).toEqual(['autre@example.fr']);
      expect(await store.claim(mark, at)).toBe(true);
      expect(await store.remindedFor(newId(), '2026-09-30')).toEqual([]);
    });
  });
};

const aDirector = (stayId: string, cat: DirectorRecord['cat']): DirectorRecord => ({
  id: newId(),
  stageId: stayId,
  nom: 'Durand',
  prenom: 'Anne',
  mail: 'anne@example.fr',
  telephone: '06 00 00 00 00',
  cat,
});

export const describeDirectorStoreContract = (name: string, makeStore: () => DirectorStore): void => {
  describe(`directors store contract: ${name}`, () => {
    it('lists a stay’s directors and every director of both categories', async () => {
      const store = makeStore();
      const stayId = newId();
      const [centre, stay] = [aDirector(stayId, 'centre'), aDirector(stayId, 'sejour')];
      await store.putMany([centre, stay]);
      expect(await store.listByStay(stayId)).toEqual(expect.arrayContaining([centre, stay]));
      expect(await store.listAll()).toEqual(expect.arrayContaining([centre, stay]));
      expect(await store.replace({ ...stay, telephone: '07 00 00 00 00' })).toBe(true);
      expect(await store.get(stay.id)).toEqual({ ...stay, telephone: '07 00 00 00 00' });
      await store.removeMany([centre.id, stay.id]);
      expect(await store.listByStay(stayId)).toEqual([]);
    });
  });
};
