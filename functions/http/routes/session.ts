/** What a token says: its stay and its role (navigation bar, trainer pages). */
import { checkRole } from '../../services/session/check-role.js';
import { stayOfToken } from '../../services/session/stay-of-token.js';
import type { RouteHandlers } from '../route-handler.js';

export const sessionHandlers: RouteHandlers<'stageIdFromFamilyToken' | 'getStageIdFromToken' | 'ping'> = {
  stageIdFromFamilyToken: async ({ principal }) => ({ body: stayOfToken(principal) }),
  getStageIdFromToken: async ({ principal }) => ({ body: stayOfToken(principal) }),
  ping: async ({ principal, query }) => ({ body: checkRole(principal, query) }),
};
