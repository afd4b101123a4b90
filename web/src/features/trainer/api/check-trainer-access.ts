/**
 * The trainer area's access check (spec 000 §2, §6): the token must carry the trainer role; the
 * answer names the trainer's stay.
 */
import { apiRoutes } from '../../../../../shared/api-routes';
import { messages } from '../../../../../shared/messages';
import { apiFetch } from '../../../lib/api-client';

export class TrainerAccessRefused extends Error {
  override readonly name = 'TrainerAccessRefused';
}

/** Resolves to the trainer's stay id; rejects when the token is not a trainer's. */
export const checkTrainerAccess = async (signal?: AbortSignal): Promise<string> => {
  const answer = await apiFetch(apiRoutes.ping, { query: { role: 'formateur' }, signal });
  if (answer.role !== 'formateur' || !answer.stageId)
    throw new TrainerAccessRefused(messages.console.unauthorisedPing);
  return answer.stageId;
};
