/** What a token says: its stay and its role (navigation bar, trainer pages). */
import { messages } from '../../../shared/messages.js';
import { ServiceError } from '../../services/service-error.js';
import type { RouteHandlers } from '../route-handler.js';

export const sessionHandlers: RouteHandlers<'stageIdFromFamilyToken' | 'getStageIdFromToken' | 'ping'> = {
  async stageIdFromFamilyToken({ principal }) {
    if (principal.role === 'admin') throw new ServiceError('forbidden', messages.api.forbidden);
    return { body: { stageId: principal.stageId } };
  },

  async getStageIdFromToken({ principal }) {
    if (principal.role === 'admin') throw new ServiceError('forbidden', messages.api.forbidden);
    return { body: { stageId: principal.stageId } };
  },

  async ping({ principal, query }) {
    if (query.role && query.role !== principal.role)
      throw new ServiceError('forbidden', messages.api.forbidden);
    return {
      body: { stageId: principal.role === 'admin' ? null : principal.stageId, role: principal.role },
    };
  },
};
