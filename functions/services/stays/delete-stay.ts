/**
 * Deletes a stay with everything attached to it: its families, its directors, its photos and its
 * files. Removing a photo record is enough for its files: the photos stream handler deletes them,
 * as on expiry.
 */
import { messages } from '../../../shared/messages.js';
import type { ObjectStorage } from '../../adapters/object-storage.js';
import type { PhotoRepository } from '../../adapters/photo-repository.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import type { ParticipantStore } from '../../adapters/stores/participants.js';
import type { StayStore } from '../../adapters/stores/stays.js';
import { ServiceError } from '../service-error.js';
import { requireStay } from './require-stay.js';

export interface DeleteStayDeps {
  readonly stages: Pick<StayStore, 'get' | 'remove'>;
  readonly participants: Pick<ParticipantStore, 'listByStage' | 'removeMany'>;
  readonly directors: Pick<DirectorStore, 'listByStage' | 'removeMany'>;
  readonly photos: Pick<PhotoRepository, 'listByStage' | 'remove'>;
  readonly media: Pick<ObjectStorage, 'delete'>;
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
  for (const photo of photos) await deps.photos.remove(stage.id, photo.photoId);
  if (!(await deps.stages.remove(stage.id))) throw new ServiceError('not-found', messages.api.stageNotFound);
  const keys = [...(stage.photo ? [stage.photo] : []), ...(stage.fichiers ?? []).map((file) => file.key)];
  await deps.media.delete(keys);
  return { message: messages.admin.stageDeleted };
};
