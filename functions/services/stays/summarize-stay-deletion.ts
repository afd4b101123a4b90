/**
 * What deleting a stay removes, for the administrator to read before confirming: its photos and
 * the bytes of their originals, its families, its directors and its documents. Every count is read
 * by the stay's key, so the summary costs what the stay holds, never what the whole portal holds.
 */
import type { StageDeletionSummary } from '../../../shared/admin-schemas.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import type { ParticipantStore } from '../../adapters/stores/participants.js';
import type { PhotoStore } from '../../adapters/stores/photos.js';
import type { StageRecord } from '../../domain/stage.js';

export interface SummarizeStayDeletionDeps {
  readonly photos: Pick<PhotoStore, 'listByStage'>;
  readonly participants: Pick<ParticipantStore, 'listByStage'>;
  readonly directors: Pick<DirectorStore, 'listByStage'>;
}

export const summarizeStayDeletion = async (
  deps: SummarizeStayDeletionDeps,
  stage: Pick<StageRecord, 'id' | 'fichiers'>,
): Promise<StageDeletionSummary> => {
  const [photos, families, directors] = await Promise.all([
    deps.photos.listByStage(stage.id),
    deps.participants.listByStage(stage.id),
    deps.directors.listByStage(stage.id),
  ]);
  return {
    photos: photos.length,
    // A photo still being processed has no size yet: it counts, its bytes do not.
    bytes: photos.reduce((sum, photo) => sum + (photo.bytes ?? 0), 0),
    familles: families.length,
    directeurs: directors.length,
    documents: (stage.fichiers ?? []).length,
  };
};
