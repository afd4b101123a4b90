/** The deletion log of a stay's photos, newest first, as administrators read it. */

import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';

import type { PhotoDeletion } from '#shared/photo-admin-schemas.js';

export interface ListPhotoDeletionsDeps {
  readonly photoDeletions: Pick<PhotoDeletionStore, 'listByStage'>;
}

export const listPhotoDeletions = async (
  deps: ListPhotoDeletionsDeps,
  stageId: string,
): Promise<PhotoDeletion[]> => {
  const entries = await deps.photoDeletions.listByStage(stageId);
  return entries.map(({ stageId: _stageId, ...entry }) => entry);
};
