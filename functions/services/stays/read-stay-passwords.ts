/** The two passwords of one stay, for an administrator. */
import type { z } from 'zod';
import type { stagePasswordsResponseSchema } from '#shared/admin-schemas.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';

export const readStayPasswords = async (
  deps: RequireStayDeps,
  stageId: string,
): Promise<z.infer<typeof stagePasswordsResponseSchema>> => {
  const stage = await requireStay(deps, stageId);
  return [{ mdp_formateur: stage.mdp_formateur, mdp_stagiaire: stage.mdp_stagiaire }];
};
