/**
 * Deletes a stay with everything attached to it: its families, its directors, its photos and its
 * files. Its photos go as any deletion on purpose does (objects first, record last); a photo whose
 * files storage would not delete is kept, and then the stay is kept too, so nothing is left in
 * storage without a record pointing to it.
 */
import { messages } from '../../../shared/messages.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import type { ParticipantStore } from '../../adapters/stores/participants.js';
import type { StayStore } from '../../adapters/stores/stays.js';
import { type DeletePhotosDeps, deletePhotos } from '../photos/delete-photos.js';
import { ServiceError } from '../service-error.js';
import { requireStay } from './require-stay.js';

export interface DeleteStayDeps extends DeletePhotosDeps {
  readonly stages: Pick<StayStore, 'get' | 'remove'>;
  readonly participants: Pick<ParticipantStore, 'listByStage' | 'removeMany'>;
  readonly directors: Pick<DirectorStore, 'listByStage' | 'removeMany'>;
}

export const deleteStay = async (deps: DeleteStayDeps, stageId: string): Promise<{ message: string }> => {
  const stage = await requireStay(deps, stageId);
  const [participants, directors] = await Promise.all([
    deps.participants.listByStage(stage.id),
    deps.directors.listByStage(stage.id),
  ]);
  await deps.participants.removeMany(participants.map((p) => p.id));
  await deps.directors.removeMany(directors.map((d) => d.id));
  const photos = await deps.photos.listByStage(stage.id);
  const { failed } = await deletePhotos(deps, { stageId: stage.id, ids: photos.map((p) => p.photoId) });
  if (failed.length > 0) throw new ServiceError('failed', messages.console.someDeletionsFailed);
  if (!(await deps.stages.remove(stage.id))) throw new ServiceError('not-found', messages.api.stageNotFound);
  const keys = [...(stage.photo ? [stage.photo] : []), ...(stage.fichiers ?? []).map((file) => file.key)];
  await deps.media.delete(keys);
  return { message: messages.admin.stageDeleted };
};
