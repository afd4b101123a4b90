/** An administrator adds one family to a stay by hand (the others come from the CSV import). */

import { newId } from '#functions/domain/ids.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { ImageConsent } from '#shared/image-consent.js';
import { messages } from '#shared/messages.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';
import { type RecountFamiliesDeps, recountFamilies } from './recount-families.js';

export interface AddFamilyDeps extends RequireStayDeps, RecountFamiliesDeps {
  readonly participants: Pick<ParticipantStore, 'put' | 'recount'>;
  readonly stays: RequireStayDeps['stays'] & RecountFamiliesDeps['stays'];
  readonly clock: () => Date;
}

export interface NewFamily {
  readonly stageId: string;
  readonly nom: string;
  readonly prenom: string;
  readonly mailRL: string;
  readonly droit_image?: ImageConsent | undefined;
}

export const addFamily = async (deps: AddFamilyDeps, input: NewFamily): Promise<{ message: string }> => {
  const stay = await requireStay(deps, input.stageId);
  await deps.participants.put({
    id: newId(deps.clock()),
    stageId: stay.id,
    nom: input.nom,
    prenom: input.prenom,
    email: input.mailRL,
    ...(input.droit_image ? { droit_image: input.droit_image } : {}),
  });
  await recountFamilies(deps, [stay.id]);
  return { message: messages.admin.participantAdded };
};
