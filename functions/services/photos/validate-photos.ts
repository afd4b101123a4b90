/**
 * An administrator's validation of a stay's photos: visibility, approver and deletion date, saved
 * all or nothing. A deletion day that is not to come deletes at once (or tonight): it is accepted
 * only on an explicit confirmation. So is any validation of a stay where a child's image must not be
 * published: the approver confirms they looked for those children.
 */

import type { z } from 'zod';
import { consentCheckMissing } from '#functions/domain/image-consent.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { messages } from '#shared/messages.js';
import { parisDate } from '#shared/paris-date.js';
import type {
  validatePhotosRequestSchema,
  validatePhotosResponseSchema,
} from '#shared/photo-admin-schemas.js';
import { ServiceError } from '../service-error.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';

export interface ValidatePhotosDeps extends RequireStayDeps {
  readonly photos: Pick<PhotoStore, 'apply'>;
  readonly participants: Pick<ParticipantStore, 'listByStay'>;
  readonly clock: () => Date;
}

export interface ValidatePhotosInput extends z.infer<typeof validatePhotosRequestSchema> {
  readonly stageId: string;
}

export const validatePhotos = async (
  deps: ValidatePhotosDeps,
  { stageId: stayId, photos, supprimer_maintenant, droit_image_verifie }: ValidatePhotosInput,
): Promise<z.infer<typeof validatePhotosResponseSchema>> => {
  const stay = await requireStay(deps, stayId);
  if (consentCheckMissing(await deps.participants.listByStay(stay.id), droit_image_verifie)) {
    throw new ServiceError('invalid', messages.imageConsent.checkRequired);
  }
  const today = parisDate(deps.clock());
  const goingNow = photos.filter((photo) => photo.duree_diffusion && photo.duree_diffusion <= today);
  const firstDay = goingNow[0]?.duree_diffusion;
  if (firstDay && !supprimer_maintenant) {
    throw new ServiceError('invalid', messages.photoAdmin.deleteNowRefused(goingNow.length, firstDay));
  }
  // The store turns each deletion day into the record's TTL (photo-expiry.ts), and keeps the first
  // publication time only, which the families' digest counts from.
  const publishedAt = deps.clock().toISOString();
  const outcome = await deps.photos.apply(
    stay.id,
    photos.map((photo) => ({
      photoId: photo.id,
      actif: photo.actif,
      active_par: photo.active_par,
      ...(photo.duree_diffusion ? { duree_diffusion: photo.duree_diffusion } : {}),
      ...(photo.actif === 1 ? { publishedAt } : {}),
    })),
  );
  if (!outcome.ok) throw new ServiceError('not-found', messages.photoAdmin.validationRefused);
  return { message: messages.photoAdmin.validationSaved(photos.length), updated: photos.length };
};
