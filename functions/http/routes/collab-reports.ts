/**
 * Evaluation reports: the trainees of the stay, one report per trainee with conflict detection, and
 * the administrators' xlsx of a stay's reports.
 */
import { downloadReports } from '#functions/services/collab/download-reports.js';
import { getReport } from '#functions/services/collab/get-report.js';
import { listEvaluationParticipants } from '#functions/services/collab/list-evaluation-participants.js';
import { saveReport } from '#functions/services/collab/save-report.js';
import type { RouteHandlers } from '../route-handler.js';

export const collabReportHandlers: RouteHandlers<
  'listEvaluationTrainees' | 'getReport' | 'saveReport' | 'downloadReports'
> = {
  async listEvaluationTrainees({ params }, deps) {
    return { body: await listEvaluationParticipants(deps.collab, params.stageId) };
  },

  async getReport({ params }, deps) {
    return { body: await getReport(deps.collab, params.stageId, params.label) };
  },

  async saveReport({ body, principal }, deps) {
    return {
      body: await saveReport(
        { ...deps.collab, stays: deps.stays, clock: deps.clock },
        { ...body, principal },
      ),
    };
  },

  async downloadReports({ query }, deps) {
    return {
      body: await downloadReports({ ...deps.collab, media: deps.media, clock: deps.clock }, query.nomStage),
    };
  },
};
