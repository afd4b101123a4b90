/** What a token says: its stay and its role (navigation bar, trainer pages). */
import { describeSession } from '#functions/services/auth/describe-session.js';
import { stayOfSession } from '#functions/services/auth/stay-of-session.js';
import type { RouteHandlers } from '../route-handler.js';

export const sessionHandlers: RouteHandlers<'stageIdFromFamilyToken' | 'getStageIdFromToken' | 'ping'> = {
  async stageIdFromFamilyToken({ principal }) {
    return { body: stayOfSession(principal) };
  },

  async getStageIdFromToken({ principal }) {
    return { body: stayOfSession(principal) };
  },

  async ping({ principal, query }) {
    return { body: describeSession(principal, query.role) };
  },
};
