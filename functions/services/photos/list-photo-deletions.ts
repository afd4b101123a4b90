/** The deletion log of a stay's photos, newest first, as administrators read it. */

import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';

import type { PhotoDeletion } from '#shared/photo-admin-schemas.js';

export interface ListPhotoDeletionsDeps {
  readonly photoDeletions: Pick<PhotoDeletionStore, 'listByStay'>;
}

export const listPhotoDeletions = async (
  deps: ListPhotoDeletionsDeps,
  stayId: string,
): Promise<PhotoDeletion[]> => {
  const entries = await deps.photoDeletions.listByStay(stayId);
  return entries.map(({ stageId: _stayId, ...entry }) => entry);
};
