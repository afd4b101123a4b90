/**
 * What a stay holds, for the administrator to read before deleting or purging it, and for the
 * seasons' counts: its photos, the bytes of their originals, those waiting for validation, its
 * families, its directors and its documents. Every count is read by the stay's key, so the summary
 * costs what the stay holds, never what the whole portal holds; the families are counted only when
 * the stay does not carry their count already.
 */

import type { StayRecord } from '#functions/domain/stay.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { StayDeletionSummary } from '#shared/admin-schemas.js';

export interface SummarizeStayDeletionDeps {
  readonly photos: Pick<PhotoStore, 'countByStay'>;
  readonly participants: Pick<ParticipantStore, 'listByStay'>;
  readonly directors: Pick<DirectorStore, 'listByStay'>;
}

export const summarizeStayDeletion = async (
  deps: SummarizeStayDeletionDeps,
  stay: Pick<StayRecord, 'id' | 'fichiers' | 'familles'>,
): Promise<StayDeletionSummary> => {
  const [photos, families, directors] = await Promise.all([
    deps.photos.countByStay(stay.id),
    stay.familles ?? deps.participants.listByStay(stay.id).then((list) => list.length),
    deps.directors.listByStay(stay.id),
  ]);
  return {
    photos: photos.photos,
    // A photo still being processed has no size yet: it counts, its bytes do not.
    bytes: photos.bytes,
    aValider: photos.awaitingValidation,
    familles: families,
    directeurs: directors.length,
    documents: (stay.fichiers ?? []).length,
  };
};
