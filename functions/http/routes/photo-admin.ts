/** Photo management by administrators: atomic validation, deletion log, rotations. */
import { messages } from '../../../shared/messages.js';
import { parisDate } from '../../../shared/paris-date.js';
import { isExpired } from '../../domain/photo.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

export const photoAdminHandlers: RouteHandlers<'validatePhotos' | 'listPhotoDeletions' | 'rotatePhotos'> = {
  async validatePhotos({ params, body }, deps) {
    const stage = await requireStay(deps, params.stageId);
    // A day that is not to come deletes at once (or tonight): only on an explicit confirmation.
    const today = parisDate(deps.clock());
    const goingNow = body.photos.filter((photo) => photo.duree_diffusion && photo.duree_diffusion <= today);
    const firstDay = goingNow[0]?.duree_diffusion;
    if (firstDay && !body.supprimer_maintenant) {
      throw new ServiceError('invalid', messages.photoAdmin.deleteNowRefused(goingNow.length, firstDay));
    }
    const outcome = await deps.photos.apply(
      stage.id,
      body.photos.map((photo) => ({
        photoId: photo.id,
        actif: photo.actif,
        active_par: photo.active_par,
        // The store turns the deletion day into the record's TTL.
        ...(photo.duree_diffusion ? { duree_diffusion: photo.duree_diffusion } : {}),
      })),
    );
    if (!outcome.ok) throw new ServiceError('not-found', messages.photoAdmin.validationRefused);
    return {
      body: { message: messages.photoAdmin.validationSaved(body.photos.length), updated: body.photos.length },
    };
  },

  async listPhotoDeletions({ params }, deps) {
    const entries = await deps.photoDeletions.listByStage(params.stageId);
    return { body: entries.map(({ stageId: _stageId, ...entry }) => entry) };
  },

  async rotatePhotos({ params, body }, deps) {
    const now = deps.clock();
    const photos = new Map(
      (await deps.photos.listByStage(params.stageId)).map((photo) => [photo.photoId, photo]),
    );
    const chosen = body.photoIds.map((id) => {
      const photo = photos.get(id);
      if (photo?.status !== 'prete' || isExpired(photo, now)) {
        throw new ServiceError('not-found', messages.photoAdmin.rotateUnknownPhoto);
      }
      return photo;
    });
    await deps.rotations.enqueue(
      chosen.map((photo) => ({ stageId: photo.stageId, photoId: photo.photoId, fromVersion: photo.version })),
    );
    return {
      body: {
        message: messages.photoAdmin.rotationQueued(chosen.length),
        photos: chosen.map((photo) => ({ id: photo.photoId, version: photo.version + 1 })),
      },
    };
  },
};
