/** The report of one trainee of a stay, named by the trainee's label. */

import { toReport } from '#functions/domain/report.js';
import type { ReportRepository } from '#functions/ports/stores/reports.js';
import type { Rapport } from '#shared/collab-schemas.js';
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';

export interface GetReportDeps {
  readonly reports: Pick<ReportRepository, 'get'>;
}

export const getReport = async (deps: GetReportDeps, stayId: string, label: string): Promise<Rapport> => {
  // Labels are stored in NFC: the same accents typed on another system name the same report.
  const report = await deps.reports.get(stayId, label.normalize('NFC'));
  if (!report) throw new ServiceError('not-found', messages.collab.reportNotFound);
  return toReport(report);
};
