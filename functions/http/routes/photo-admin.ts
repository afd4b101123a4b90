/** Administrators' photo management (issue 5): atomic validation, deletion log. */
import { messages } from '../../../shared/messages.js';
import { expiresAtFor } from '../../domain/photo-expiry.js';
import { HttpError } from '../http-error.js';
import type { RouteHandlers } from '../route-handler.js';

export const photoAdminHandlers: RouteHandlers<'validatePhotos' | 'listPhotoDeletions'> = {
  async validatePhotos({ params, body }, deps) {
    const stage = await deps.stages.get(params.stageId);
    if (!stage) throw new HttpError(404, messages.api.stageNotFound);
    const outcome = await deps.photoAdmin.validation.apply(
      stage.id,
      body.photos.map((photo) => ({
        photoId: photo.id,
        actif: photo.actif,
        active_par: photo.active_par,
        duree_diffusion: photo.duree_diffusion,
        expires_at: expiresAtFor(photo.duree_diffusion),
      })),
    );
    if (!outcome.ok) throw new HttpError(404, messages.photoAdmin.validationRefused);
    return {
      body: { message: messages.photoAdmin.validationSaved(body.photos.length), updated: body.photos.length },
    };
  },

  async listPhotoDeletions({ params }, deps) {
    const entries = await deps.photoAdmin.deletions.listByStage(params.stageId);
    return { body: entries.map(({ stageId: _stageId, ...entry }) => entry) };
  },
};
