/**
 * The xlsx of a stay's evaluation reports: every cell text, every report exactly
 * as written (see text-workbook.ts for why nothing needs neutralising).
 */

import type { ReportRecord } from '#functions/domain/report.js';
import { messages } from '#shared/messages.js';
import { parisDateTime } from '#shared/paris-date.js';
import { buildTextWorkbook } from './text-workbook.js';

export const buildReportWorkbook = (reports: readonly ReportRecord[]): Promise<Uint8Array> => {
  const headers = messages.collab.columns;
  return buildTextWorkbook(
    messages.collab.sheetName,
    [
      { header: headers.stage, width: 28 },
      { header: headers.trainee, width: 36 },
      { header: headers.mid, width: 60, wrap: true },
      { header: headers.end, width: 60, wrap: true },
      { header: headers.updatedAt, width: 22 },
    ],
    reports.map((report) => [
      report.nomStage,
      report.nom,
      report.miStage,
      report.finStage,
      // Read by people in France: Paris time, as they write it, not the stored UTC instant.
      parisDateTime(new Date(report.updated_at)),
    ]),
  );
};
