/** The photo deletion log in memory, with the store's rule: one entry per photo, the first kept. */

import type { DeletedStay, PhotoDeletionRecord } from '#functions/domain/photo-deletion.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import { seasonOf } from '#shared/season.js';

export interface InMemoryPhotoDeletions extends PhotoDeletionStore {
  readonly entries: Map<string, PhotoDeletionRecord>;
  readonly stays: Map<string, DeletedStay>;
}

export const inMemoryPhotoDeletions = (): InMemoryPhotoDeletions => {
  const entries = new Map<string, PhotoDeletionRecord>();
  const stays = new Map<string, DeletedStay>();
  return {
    entries,
    stays,
    async recordStay(stay) {
      stays.set(stay.stageId, stay);
    },
    async getStay(stayId) {
      return stays.get(stayId);
    },
    async listSeasonsWithDeletedStays() {
      return [...new Set([...stays.values()].map((stay) => seasonOf(stay.date_debut).key))];
    },
    async listDeletedStaysOfSeason(seasonKey) {
      return [...stays.values()].filter((stay) => seasonOf(stay.date_debut).key === seasonKey);
    },
    async record(entry) {
      const id = `${entry.stageId}/${entry.photoId}`;
      if (!entries.has(id)) entries.set(id, entry);
    },
    async listByStay(stayId) {
      return [...entries.values()]
        .filter((entry) => entry.stageId === stayId)
        .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
    },
  };
};
