/**
 * Evaluation reports (spec 000 §2 "Trainee evaluation", §7; 001 §7.2): trainees of the stay, one
 * report per trainee with conflict detection, and the administrators' xlsx of a stay's reports.
 */
import type { Rapport } from '../../../shared/collab-schemas.js';
import { reportExportKey } from '../../../shared/media-keys.js';
import { messages } from '../../../shared/messages.js';
import { XLSX_CONTENT_TYPE } from '../../adapters/report-workbook.js';
import type { ApiDeps } from '../../composition/api.js';
import { newId } from '../../domain/ids.js';
import { type ReportRecord, traineeLabel } from '../../domain/report.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import { assertStayAccess } from '../authenticate.js';
import type { RouteHandlers } from '../route-handler.js';

const trainees = async (deps: ApiDeps, stageId: string) =>
  (await deps.collab.trainees.listByStage(stageId))
    .map((trainee) => {
      const person = { nom: trainee.nom, prenom: trainee.prenom, email: trainee.email ?? '' };
      return { id: trainee.id, ...person, label: traineeLabel(person) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));

const toReport = (record: ReportRecord): Rapport => ({
  nom: record.nom,
  stageId: record.stageId,
  nomStage: record.nomStage,
  miStage: record.miStage,
  finStage: record.finStage,
  version: record.version,
  updatedAt: record.updated_at,
});

/** `Colo d'été` → `rapports_Colo_d'été.xlsx`. */
export const reportFileName = (nomStage: string): string =>
  `rapports_${nomStage
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '')
    .trim()
    .replace(/\s+/g, '_')}.xlsx`;

export const collabReportHandlers: RouteHandlers<
  'listEvaluationTrainees' | 'getReport' | 'saveReport' | 'downloadReports'
> = {
  async listEvaluationTrainees({ params }, deps) {
    return { body: await trainees(deps, params.stageId) };
  },

  async getReport({ params }, deps) {
    const report = await deps.collab.reports.get(params.stageId, params.label.normalize('NFC'));
    if (!report) throw new ServiceError('not-found', messages.collab.reportNotFound);
    return { body: toReport(report) };
  },

  async saveReport({ body, principal }, deps) {
    // The stay is in the body, not the path: the route table cannot check it, so it is checked here.
    assertStayAccess(principal, body.stageId);
    const stage = await requireStay(deps, body.stageId);
    const nom = body.nom.normalize('NFC');
    if (!(await trainees(deps, stage.id)).some((trainee) => trainee.label === nom))
      throw new ServiceError('invalid', messages.collab.unknownTrainee);
    const outcome = await deps.collab.reports.save(
      {
        stageId: stage.id,
        nom,
        nomStage: stage.nom_stage,
        miStage: body.miStage,
        finStage: body.finStage,
        updated_at: deps.clock().toISOString(),
      },
      body.version ?? 0,
    );
    if (!outcome.saved) throw new ServiceError('conflict', messages.collab.reportConflict);
    return {
      body: {
        message: messages.evaluation.saved,
        version: outcome.report.version,
        updatedAt: outcome.report.updated_at,
      },
    };
  },

  async downloadReports({ query }, deps) {
    const reports = (await deps.collab.reports.listByStageName(query.nomStage)).sort((a, b) =>
      a.nom.localeCompare(b.nom, 'fr'),
    );
    const key = reportExportKey(newId(deps.clock()));
    await deps.media.put(key, await deps.collab.buildWorkbook(reports), XLSX_CONTENT_TYPE);
    const fileName = reportFileName(query.nomStage);
    return { body: { fileName, url: await deps.collab.links.link(key, fileName), count: reports.length } };
  },
};
