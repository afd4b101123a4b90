/**
 * The administrators' xlsx of a stay's reports (found by the stay's name), written to storage and
 * handed out as an expiring link that downloads it.
 */

import { newId } from '#functions/domain/ids.js';
import { type ReportRecord, reportFileName } from '#functions/domain/report.js';
import type { FileLinks } from '#functions/ports/file-links.js';
import type { ObjectStorage } from '#functions/ports/object-storage.js';
import type { ReportRepository } from '#functions/ports/stores/reports.js';
import { fileTypeOf } from '#shared/document-files.js';
import { reportExportKey } from '#shared/media-keys.js';

export interface DownloadReportsDeps {
  readonly reports: Pick<ReportRepository, 'listByStayName'>;
  readonly buildWorkbook: (reports: readonly ReportRecord[]) => Promise<Uint8Array>;
  readonly media: Pick<ObjectStorage, 'put'>;
  readonly links: Pick<FileLinks, 'link'>;
  readonly clock: () => Date;
}

export interface ReportsDownload {
  readonly fileName: string;
  readonly url: string;
  readonly count: number;
}

export const downloadReports = async (
  deps: DownloadReportsDeps,
  nomStage: string,
): Promise<ReportsDownload> => {
  const reports = (await deps.reports.listByStayName(nomStage)).sort((a, b) =>
    a.nom.localeCompare(b.nom, 'fr'),
  );
  const fileName = reportFileName(nomStage);
  const key = reportExportKey(newId(deps.clock()), fileName);
  // Stored under the type its name gives, as every document handed out to trainers and administrators.
  const contentType = fileTypeOf(fileName)?.contentType ?? 'application/octet-stream';
  await deps.media.put(key, await deps.buildWorkbook(reports), contentType);
  return { fileName, url: await deps.links.link(key, fileName), count: reports.length };
};
