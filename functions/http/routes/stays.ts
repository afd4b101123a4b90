/** Stays: the public list, the team's list, one stay's name for its members, and the status update. */
import { archiveEndedStays } from '#functions/services/stays/archive-ended-stays.js';
import { listPublicStays } from '#functions/services/stays/list-public-stays.js';
import { listTeamStays } from '#functions/services/stays/list-team-stays.js';
import { readStaySummary } from '#functions/services/stays/read-stay-summary.js';
import type { RouteHandlers } from '../route-handler.js';

export const stayHandlers: RouteHandlers<'updateStageStatus' | 'listStages' | 'listTeamStages' | 'getStage'> =
  {
    updateStageStatus: async (_input, deps) => ({ body: await archiveEndedStays(deps) }),
    listStages: async ({ principal }, deps) => ({ body: await listPublicStays(deps, principal) }),
    listTeamStages: async (_input, deps) => ({ body: await listTeamStays(deps) }),
    getStage: async ({ params }, deps) => ({ body: await readStaySummary(deps, params.stageId) }),
  };
