/**
 * An administrator corrects a family's names, address or image consent (droit à l'image, a consent
 * the parents changed); the rest of its record is kept, the consent too when none is given.
 */

import type { ParticipantStore } from '#functions/ports/stores/participants.js';

import type { ImageConsent } from '#shared/image-consent.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface UpdateFamilyDeps {
  readonly participants: Pick<ParticipantStore, 'get' | 'replace'>;
}

export interface FamilyChange {
  readonly id: string;
  readonly nom: string;
  readonly prenom: string;
  readonly mailRL: string;
  readonly droit_image?: ImageConsent | undefined;
}

export const updateFamily = async (
  deps: UpdateFamilyDeps,
  input: FamilyChange,
): Promise<{ message: string }> => {
  const current = await deps.participants.get(input.id);
  if (!current) throw new ServiceError('not-found', messages.backOffice.participantNotFound);
  // Deleted meanwhile: the replace refuses to bring it back.
  const saved = await deps.participants.replace({
    ...current,
    nom: input.nom,
    prenom: input.prenom,
    email: input.mailRL,
    ...(input.droit_image ? { droit_image: input.droit_image } : {}),
  });
  if (!saved) throw new ServiceError('not-found', messages.backOffice.participantNotFound);
  return { message: messages.admin.participantUpdated };
};
