/** Photo management by administrators: atomic validation, deletion log, rotations. */
import { buildDeletionAttestation } from '#functions/services/photos/build-deletion-attestation.js';
import { listPhotoDeletions } from '#functions/services/photos/list-photo-deletions.js';
import { rotatePhotos } from '#functions/services/photos/rotate-photos.js';
import { validatePhotos } from '#functions/services/photos/validate-photos.js';
import type { RouteHandlers } from '../route-handler.js';

export const photoAdminHandlers: RouteHandlers<
  'validatePhotos' | 'listPhotoDeletions' | 'downloadDeletionAttestation' | 'rotatePhotos'
> = {
  async validatePhotos({ params, body }, deps) {
    return { body: await validatePhotos(deps, { ...body, stageId: params.stageId }) };
  },

  async listPhotoDeletions({ params }, deps) {
    return { body: await listPhotoDeletions(deps, params.stageId) };
  },

  async downloadDeletionAttestation({ params }, deps) {
    return { body: await buildDeletionAttestation(deps, params.stageId) };
  },

  async rotatePhotos({ params, body }, deps) {
    return { body: await rotatePhotos(deps, { stageId: params.stageId, photoIds: body.photoIds }) };
  },
};
