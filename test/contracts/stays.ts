/**
 * What every stays store does, the DynamoDB one and the one in memory alike: run against both, so
 * that the unit tests built on the fake rely on nothing the real store does not do.
 */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { StayRecord } from '#functions/domain/stay.js';
import type { StayStore } from '#functions/ports/stores/stays.js';

const aStay = (overrides: Partial<StayRecord> = {}): StayRecord => ({
  id: newId(),
  nom_stage: 'Séjour Été',
  ville: 'Névache',
  cree_par: 'admin',
  actif: 1,
  date_debut: '2026-07-06',
  date_fin: '2026-07-18',
  mdp_formateur: 'F-secret',
  mdp_stagiaire: 'S-secret',
  token_version: 1,
  version: 1,
  ...overrides,
});

export const describeStayStoreContract = (name: string, makeStore: () => StayStore): void => {
  describe(`stays store contract: ${name}`, () => {
    it('reads back a created stay, refuses its id a second time, and lists it', async () => {
      const store = makeStore();
      const stay = aStay({ fichiers: [{ key: 'stages/files/plan.pdf', name: 'Plan.pdf' }] });
      expect(await store.create(stay)).toBe(true);
      expect(await store.create({ ...stay, ville: 'Brest' })).toBe(false);
      expect(await store.get(stay.id)).toEqual(stay);
      expect(await store.list()).toContainEqual(stay);
      expect(await store.get(newId())).toBeUndefined();
    });

    it('reads many by id: each existing stay once, the unknown ones left out', async () => {
      const store = makeStore();
      const [first, second] = [aStay(), aStay({ actif: 0 })];
      await store.create(first);
      await store.create(second);
      const found = await store.getMany([first.id, newId(), second.id, first.id]);
      expect(found).toHaveLength(2);
      expect(found).toEqual(expect.arrayContaining([first, second]));
      expect(await store.getMany([])).toEqual([]);
    });

    it('saves only over the version it read, without the family count, and deletes once', async () => {
      const store = makeStore();
      const stay = aStay();
      await store.create(stay);
      const next = { ...stay, ville: 'Brest', version: 2, familles: 12 };
      expect(await store.replace(next, 1)).toBe('saved');
      expect(await store.replace({ ...stay, ville: 'Nantes' }, 1)).toBe('conflict');
      expect(await store.replace(aStay(), 1)).toBe('conflict');
      const { familles: _count, ...saved } = next;
      expect(await store.get(stay.id)).toEqual(saved);
      expect(await store.remove(stay.id)).toBe(true);
      expect(await store.remove(stay.id)).toBe(false);
      expect(await store.get(stay.id)).toBeUndefined();
    });

    it('switches an active stay off once, moving its version on once', async () => {
      const store = makeStore();
      const stay = aStay();
      const off = aStay({ actif: 0, version: 4 });
      await store.create(stay);
      await store.create(off);
      await store.deactivate(stay.id);
      await store.deactivate(stay.id);
      await store.deactivate(off.id);
      await store.deactivate(newId());
      expect(await store.get(stay.id)).toEqual({ ...stay, actif: 0, version: 2 });
      expect(await store.get(off.id)).toEqual(off);
    });

    it('records the family count without moving the version, and never for a stay that is gone', async () => {
      const store = makeStore();
      const stay = aStay();
      const missing = newId();
      await store.create(stay);
      await store.setFamilyCount(stay.id, 7);
      await store.setFamilyCount(missing, 3);
      expect(await store.get(stay.id)).toEqual({ ...stay, familles: 7 });
      expect(await store.get(missing)).toBeUndefined();
    });
  });
};
