/**
 * The children of a stay whose image must not be published, for the people who choose the photos:
 * the team on the deposit page, the administrators on the validation page.
 */

import { imageRefusals } from '#functions/domain/image-consent.js';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type { ImageRefusal } from '#shared/image-consent.js';

export interface ListImageRefusalsDeps {
  readonly participants: Pick<ParticipantStore, 'listByStay'>;
}

export const listImageRefusals = async (
  deps: ListImageRefusalsDeps,
  stayId: string,
): Promise<ImageRefusal[]> => imageRefusals(await deps.participants.listByStay(stayId));
