/** What every photo deletion log does, the DynamoDB one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { DeletedStay, PhotoDeletionRecord } from '#functions/domain/photo-deletion.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import { seasonOf } from '#shared/season.js';

const anEntry = (stayId: string, deletedAt: string): PhotoDeletionRecord => ({
  stageId: stayId,
  photoId: newId(),
  deleted_at: deletedAt,
  duree_diffusion: null,
  active_par: 'formateur',
  reason: 'suppression',
  objects: 4,
  deleted_by: 'admin',
  taken_at: '2026-07-08T10:00:00.000Z',
  original_name: 'IMG_0001.jpg',
  bytes: 1000,
});

/** A summer of its own for each test: the season lists are shared by every stay of the table. */
const aDeletedStay = (year: number): DeletedStay => ({
  stageId: newId(),
  nom_stage: 'Séjour Été',
  ville: 'Névache',
  date_debut: `${year}-07-06`,
  date_fin: `${year}-07-18`,
  deleted_at: '2026-11-01T09:00:00.000Z',
  deleted_by: null,
});

const aYear = (): number => 2200 + Math.floor(Math.random() * 7000);

export const describePhotoDeletionStoreContract = (
  name: string,
  makeStore: () => PhotoDeletionStore,
): void => {
  describe(`photo deletion log contract: ${name}`, () => {
    it('keeps the first entry of a photo, and lists a stay newest first', async () => {
      const store = makeStore();
      const stayId = newId();
      const older = anEntry(stayId, '2026-08-01T10:00:00.000Z');
      const newer = anEntry(stayId, '2026-08-02T10:00:00.000Z');
      await store.record(older);
      await store.record(newer);
      await store.record({ ...older, reason: 'ttl', deleted_at: '2026-09-01T10:00:00.000Z' });
      await store.record(anEntry(newId(), '2026-08-03T10:00:00.000Z'));
      expect(await store.listByStay(stayId)).toEqual([newer, older]);
    });

    it("keeps a deleted stay apart from its photos' entries, and finds it by its season", async () => {
      const store = makeStore();
      const stay = aDeletedStay(aYear());
      const entry = anEntry(stay.stageId, '2026-10-30T10:00:00.000Z');
      await store.record(entry);
      await store.recordStay(stay);
      await store.recordStay(stay);
      const season = seasonOf(stay.date_debut).key;
      expect(await store.getStay(stay.stageId)).toEqual(stay);
      expect(await store.getStay(newId())).toBeUndefined();
      expect(await store.listByStay(stay.stageId)).toEqual([entry]);
      expect(await store.listDeletedStaysOfSeason(season)).toEqual([stay]);
      expect(await store.listSeasonsWithDeletedStays()).toContain(season);
      expect(await store.listDeletedStaysOfSeason(seasonOf(`${aYear()}-02-01`).key)).toEqual([]);
    });
  });
};
