/** The family token's stay (GET /api/stageId). Loaded on the first click, to keep it out of the first page's code. */
import { apiRoutes } from '../../../../shared/api-routes';
import { apiFetch, isApiError } from '../../lib/api-client';

export const fetchFamilyStageId = async (): Promise<string> =>
  (await apiFetch(apiRoutes.stageIdFromFamilyToken)).stageId;

export const statusOf = (error: unknown): number | null => (isApiError(error) ? error.status : null);
