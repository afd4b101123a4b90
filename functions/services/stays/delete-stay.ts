/**
 * Deletes a stay with everything attached to it: its photos, its families, its directors and its
 * files. Its photos go as any deletion on purpose does (objects first, record last); a photo whose
 * files storage would not delete is kept, and then the stay is kept too, so nothing is left in
 * storage without a record pointing to it.
 *
 * A stay of thousands of photos takes longer than one API request may: the deletion works on its
 * photos a step at a time until `until`, then answers how many are left, with the stay and its people
 * still in place; the page asks again, and each request goes on where the last one stopped (the
 * photos deleted are gone from the list). The stay itself goes with the last step.
 */

import type { DeletedBy } from '#functions/domain/photo-deletion.js';
import type { DirectorStore } from '#functions/ports/stores/directors.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { PhotoDeletionStore } from '#functions/ports/stores/photo-deletions.js';
import type { StayStore } from '#functions/ports/stores/stays.js';
import type { StayDeletionResponse } from '#shared/admin-schemas.js';
import { messages } from '#shared/messages.js';
import { type DeletePhotosDeps, deletePhotosUntil } from '../photos/delete-photos.js';
import { ServiceError } from '../service-error.js';
import { requireStay } from './require-stay.js';

export interface DeleteStayDeps extends Omit<DeletePhotosDeps, 'photoDeletions'> {
  readonly photoDeletions: Pick<PhotoDeletionStore, 'record' | 'recordStay'>;
  readonly stays: Pick<StayStore, 'get' | 'remove'>;
  readonly participants: Pick<ParticipantStore, 'listByStay' | 'removeMany'>;
  readonly directors: Pick<DirectorStore, 'listByStay' | 'removeMany'>;
}

export interface DeleteStayOptions {
  /** When to stop starting new steps of photos and answer; no limit without it. */
  readonly until?: Date;
  /** Who deletes the stay, as its photos' deletion log names them. */
  readonly by?: DeletedBy;
}

export const deleteStay = async (
  deps: DeleteStayDeps,
  stayId: string,
  { until, by = null }: DeleteStayOptions = {},
): Promise<StayDeletionResponse> => {
  const stay = await requireStay(deps, stayId);
  const photos = await deps.photos.listByStay(stay.id);
  const left = await deletePhotosUntil(deps, photos, { by, reason: 'sejour' }, until);
  if (left > 0) return { message: messages.admin.stayDeletionGoesOn(left), done: false, photosLeft: left };
  const [participants, directors] = await Promise.all([
    deps.participants.listByStay(stay.id),
    deps.directors.listByStay(stay.id),
  ]);
  // What names the stay in its deletion attestation once its record is gone.
  await deps.photoDeletions.recordStay({
    stageId: stay.id,
    nom_stage: stay.nom_stage,
    ...(stay.ville ? { ville: stay.ville } : {}),
    date_debut: stay.date_debut,
    date_fin: stay.date_fin,
    deleted_at: deps.clock().toISOString(),
    deleted_by: by,
  });
  await deps.participants.removeMany(participants.map((p) => p.id));
  await deps.directors.removeMany(directors.map((d) => d.id));
  if (!(await deps.stays.remove(stay.id))) throw new ServiceError('not-found', messages.api.stayNotFound);
  const keys = [...(stay.photo ? [stay.photo] : []), ...(stay.fichiers ?? []).map((file) => file.key)];
  await deps.media.delete(keys);
  return { message: messages.admin.stayDeleted, done: true, photosLeft: 0 };
};
