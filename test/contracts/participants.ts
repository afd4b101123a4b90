/**
 * What every participants store does (the people table's rules and the alphabetical pages), the
 * DynamoDB one and the one in memory alike.
 */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { ParticipantRecord } from '#functions/domain/people.js';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';

const aFamily = (stayId: string, nom: string, prenom: string, email = ''): ParticipantRecord => ({
  id: newId(),
  stageId: stayId,
  nom,
  prenom,
  email,
});

export const describeParticipantStoreContract = (name: string, makeStore: () => ParticipantStore): void => {
  describe(`participants store contract: ${name}`, () => {
    it('puts, replaces only what exists, removes once, and lists by stay', async () => {
      const store = makeStore();
      const stayId = newId();
      const family = { ...aFamily(stayId, 'Martin', 'Léa', 'rl@example.fr'), groupe: 'Bleus' };
      await store.put(family);
      const edited = { ...family, prenom: 'Léna' };
      expect(await store.replace(edited)).toBe(true);
      expect(await store.replace(aFamily(stayId, 'Absent', 'Paul'))).toBe(false);
      expect(await store.get(family.id)).toEqual(edited);
      expect(await store.listByStay(stayId)).toEqual([edited]);
      expect(await store.listByStay(newId())).toEqual([]);
      expect(await store.remove(family.id)).toBe(true);
      expect(await store.remove(family.id)).toBe(false);
      expect(await store.get(family.id)).toBeUndefined();
    });

    it('writes and removes many, counts them and answers their addresses', async () => {
      const store = makeStore();
      const stayId = newId();
      const families = Array.from({ length: 30 }, (_, index) =>
        aFamily(stayId, `Nom${index}`, 'Zoé', index % 10 === 0 ? '' : `f${index}@example.fr`),
      );
      await store.putMany(families);
      expect(await store.recount(stayId)).toBe(30);
      expect((await store.addressesByStay(stayId)).sort()).toEqual(families.map((f) => f.email).sort());
      await store.removeMany(families.slice(0, 25).map((family) => family.id));
      expect(await store.recount(stayId)).toBe(5);
      expect(await store.listByStay(stayId)).toEqual(expect.arrayContaining(families.slice(25)));
    });

    it('pages a stay in the order of names, accents folded, with cursors and skips', async () => {
      const store = makeStore();
      const stayId = newId();
      const families = [
        aFamily(stayId, 'Zola', 'Émile'),
        aFamily(stayId, 'Élie', 'Jules'),
        aFamily(stayId, 'Durand', 'Anna'),
        aFamily(stayId, 'Martin', 'Zoé'),
        aFamily(stayId, 'Martin', 'Adèle'),
      ];
      await store.putMany(families);
      await store.put(aFamily(newId(), 'Aubert', 'Autre séjour'));
      const names = (page: { items: readonly ParticipantRecord[] }) =>
        page.items.map((item) => `${item.nom} ${item.prenom}`);
      const first = await store.pageByStay(stayId, { pageSize: 2 });
      expect(names(first)).toEqual(['Durand Anna', 'Élie Jules']);
      expect(first.next).toEqual(expect.any(String));
      const second = await store.pageByStay(stayId, { pageSize: 2, after: first.next });
      expect(names(second)).toEqual(['Martin Adèle', 'Martin Zoé']);
      const skipped = await store.pageByStay(stayId, { pageSize: 10, skip: 4 });
      expect(names(skipped)).toEqual(['Zola Émile']);
      expect(skipped.next).toBeUndefined();
      expect(await store.pageByStay(stayId, { pageSize: 10, skip: 9 })).toEqual({ items: [] });
    });

    it('refuses a cursor it did not hand out', async () => {
      const store = makeStore();
      await expect(store.pageByStay(newId(), { pageSize: 2, after: 'pas-un-curseur' })).rejects.toThrow(
        InvalidCursorError,
      );
    });
  });
};
