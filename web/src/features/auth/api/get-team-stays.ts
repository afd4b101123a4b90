/**
 * Every stay a trainer may sign in to, switched-off ones included, so the team picks its own stay on
 * /connexion instead of going through the families' list (which hides switched-off stays).
 */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { StageSummary } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

export const getTeamStays = (signal?: AbortSignal): Promise<readonly StageSummary[]> =>
  apiFetch(apiRoutes.listTeamStages, { auth: 'none', signal });
