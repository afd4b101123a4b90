/**
 * Who gets a stay's password by mail: its directors or its families, each address once, with the
 * password of that type (null when the stay has none).
 */
import type { z } from 'zod';
import type { recipientsParamsSchema, recipientsResponseSchema } from '../../../shared/admin-schemas.js';
import type { DirectorStore } from '../../adapters/stores/directors.js';
import type { ParticipantStore } from '../../adapters/stores/participants.js';
import { uniqueAddresses } from '../../domain/recipients.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';

export interface ListStayRecipientsDeps extends RequireStayDeps {
  readonly participants: Pick<ParticipantStore, 'listByStage'>;
  readonly directors: Pick<DirectorStore, 'listByStage'>;
}

export const listStayRecipients = async (
  deps: ListStayRecipientsDeps,
  { stageId, type }: z.infer<typeof recipientsParamsSchema>,
): Promise<z.infer<typeof recipientsResponseSchema>> => {
  const stage = await requireStay(deps, stageId);
  const addresses =
    type === 'formateur'
      ? (await deps.directors.listByStage(stage.id)).map((director) => director.mail)
      : (await deps.participants.listByStage(stage.id)).map((participant) => participant.email);
  const password = type === 'formateur' ? stage.mdp_formateur : stage.mdp_stagiaire;
  return {
    stageId: stage.id,
    nom_stage: stage.nom_stage,
    password: password || null,
    // Directors are grouped by address: each gets one mail, whatever their categories.
    recipients: uniqueAddresses(addresses.filter(Boolean)),
  };
};
