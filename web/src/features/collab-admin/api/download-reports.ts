/** The administrators' evaluations workbook: every stay to choose from, and the xlsx link of one. */
import { apiRoutes } from '../../../../../shared/api-routes';
import type { PublicStage } from '../../../../../shared/schemas';
import { apiFetch } from '../../../lib/api-client';

/** Every stay, active or not (an administrator's token sees them all). */
export const getAllStages = (signal?: AbortSignal): Promise<PublicStage[]> =>
  apiFetch(apiRoutes.listStages, { auth: 'admin', signal });

export const getReportsWorkbook = (nomStage: string) =>
  apiFetch(apiRoutes.downloadReports, { query: { nomStage }, auth: 'admin' });
