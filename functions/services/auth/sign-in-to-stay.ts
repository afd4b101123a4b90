/**
 * A family or a trainer signs in with the stay's password: the family password opens the family
 * pages, the director password the trainer pages. An unknown stay and a wrong password get the same
 * refusal, so stay ids cannot be probed. A stay closed at the end of its season opens to no one.
 */

import { sharedSecretMatches } from '#functions/domain/passwords.js';
import { type StayRecord, stayTokenVersion } from '#functions/domain/stay.js';
import type { TokenService } from '#functions/domain/tokens.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import { messages } from '#shared/messages.js';
import type { StayRole } from '#shared/roles.js';
import type { LoginResponse } from '#shared/schemas.js';
import { ServiceError } from '../service-error.js';
import { checkWithinBudget, type ReservePasswordCheckDeps } from './reserve-password-check.js';

export interface SignInToStayDeps extends ReservePasswordCheckDeps {
  readonly stays: Pick<StayRepository, 'get'>;
  readonly tokens: Pick<TokenService, 'issueStayToken'>;
}

export interface SignInToStayInput {
  readonly stageId: string;
  readonly password: string;
  /** The caller as the budgets count it (an address, or an IPv6 /64), for its own budget. */
  readonly ip: string;
}

/** Which role a stay password opens, if any. Both comparisons always run (constant time). */
const roleForPassword = (stay: StayRecord | undefined, password: string): StayRole | undefined => {
  const family = sharedSecretMatches(password, stay?.mdp_stagiaire ?? '\u0000');
  const director = sharedSecretMatches(password, stay?.mdp_formateur ?? '\u0000');
  if (!stay) return undefined;
  if (director) return 'formateur';
  return family ? 'stagiaire' : undefined;
};

export const signInToStay = async (
  deps: SignInToStayDeps,
  input: SignInToStayInput,
): Promise<LoginResponse> => {
  const opened = await checkWithinBudget(deps, `stay#${input.stageId}`, input.ip, async () => {
    const stay = await deps.stays.get(input.stageId);
    const role = roleForPassword(stay, input.password);
    return stay && role ? { stage: stay, role } : undefined;
  });
  if (!opened) throw new ServiceError('unauthenticated', messages.api.wrongPassword);
  const { stage: stay, role } = opened;
  // Said only to whoever knows the password: a stranger learns nothing of a closed stay.
  if (stay.cloture_le) throw new ServiceError('forbidden', messages.api.stayClosed);
  const token = await deps.tokens.issueStayToken(role, stay.id, stayTokenVersion(stay, role));
  return { token, userRole: role, stageId: stay.id, message: messages.api.loginSuccess };
};
