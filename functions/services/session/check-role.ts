/**
 * The access check pages make before showing themselves: the token's role and stay, refused when the
 * page asked for another role.
 */
import type { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import type { pingQuerySchema, pingResponseSchema } from '../../../shared/schemas.js';
import type { Principal } from '../../domain/tokens.js';
import { ServiceError } from '../service-error.js';

export const checkRole = (
  caller: Principal,
  query: z.infer<typeof pingQuerySchema>,
): z.infer<typeof pingResponseSchema> => {
  if (query.role && query.role !== caller.role) throw new ServiceError('forbidden', messages.api.forbidden);
  return { stageId: caller.role === 'admin' ? null : caller.stageId, role: caller.role };
};
