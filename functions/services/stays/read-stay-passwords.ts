/** The two passwords of one stay, for an administrator. */
import type { z } from 'zod';
import type { stayPasswordsResponseSchema } from '#shared/admin-schemas.js';
import { type RequireStayDeps, requireStay } from './require-stay.js';

export const readStayPasswords = async (
  deps: RequireStayDeps,
  stayId: string,
): Promise<z.infer<typeof stayPasswordsResponseSchema>> => {
  const stay = await requireStay(deps, stayId);
  return [{ mdp_formateur: stay.mdp_formateur, mdp_stagiaire: stay.mdp_stagiaire }];
};
