/**
 * The trainer area: photo-responsible contact, participants, photo deletions and the end-of-batch
 * notification. Stay checks happen in `authenticate` (stayScoped routes) or here for
 * `save-stagiaires`, whose stay comes in the body.
 */
import { deletedByOf } from '#functions/domain/photo-deletion.js';
import { listImageRefusals } from '#functions/services/directors/list-image-refusals.js';
import { listStayContacts } from '#functions/services/directors/list-stay-contacts.js';
import { saveParticipants } from '#functions/services/directors/save-participants.js';
import { completeUploads } from '#functions/services/photos/complete-uploads.js';
import { deletePhoto } from '#functions/services/photos/delete-photo.js';
import { deletePhotos } from '#functions/services/photos/delete-photos.js';
import { assertStayAccess } from '../authenticate.js';
import type { RouteHandlers } from '../route-handler.js';

export const directorHandlers: RouteHandlers<
  'stageContacts' | 'imageRefusals' | 'saveParticipants' | 'deletePhoto' | 'deletePhotos' | 'completeUploads'
> = {
  async stageContacts({ params }, deps) {
    return { body: await listStayContacts(deps, params.stageId) };
  },

  async imageRefusals({ params }, deps) {
    return { body: await listImageRefusals(deps, params.stageId) };
  },

  async saveParticipants({ body, principal }, deps) {
    assertStayAccess(principal, body.stageId);
    return { body: await saveParticipants(deps, body) };
  },

  async deletePhoto({ params, principal }, deps) {
    const by = deletedByOf(principal);
    return { body: await deletePhoto(deps, { stageId: params.stageId, photoId: params.id, by }) };
  },

  async deletePhotos({ params, body, principal }, deps) {
    const by = deletedByOf(principal);
    return { body: await deletePhotos(deps, { stageId: params.stageId, ids: body.ids, by }) };
  },

  async completeUploads({ params }, deps) {
    return { body: await completeUploads(deps, params.stageId) };
  },
};
