/**
 * A director's edits of the stay's participants (name, first name, parent's address, droit à l'image). Every
 * participant is checked before anything is written: one of another stay refuses the whole save.
 */

import type { z } from 'zod';
import type { ParticipantStore } from '#functions/ports/stores/participants.js';
import type {
  saveParticipantsRequestSchema,
  saveParticipantsResponseSchema,
} from '#shared/director-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface SaveParticipantsDeps {
  readonly participants: Pick<ParticipantStore, 'get' | 'replace'>;
}

export const saveParticipants = async (
  deps: SaveParticipantsDeps,
  { stageId: stayId, stagiaires: participants }: z.infer<typeof saveParticipantsRequestSchema>,
): Promise<z.infer<typeof saveParticipantsResponseSchema>> => {
  const current = await Promise.all(participants.map((edit) => deps.participants.get(edit.id)));
  const records = current.map((record) => {
    if (!record || record.stageId !== stayId) {
      throw new ServiceError('not-found', messages.trainer.participantNotInStay);
    }
    return record;
  });
  await Promise.all(
    participants.map(async (edit, index) => {
      const record = records[index];
      if (!record) return;
      const saved = await deps.participants.replace({
        ...record,
        nom: edit.nom,
        prenom: edit.prenom,
        email: edit.mailRL,
        ...(edit.droit_image ? { droit_image: edit.droit_image } : {}),
      });
      if (!saved) throw new ServiceError('not-found', messages.trainer.participantNotInStay);
    }),
  );
  return { message: messages.admin.participantsSaved, saved: records.length };
};
