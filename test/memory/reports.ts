/** Evaluation reports in memory, with the store's optimistic versions. */

import type { ReportRecord } from '#functions/domain/report.js';
import type { ReportRepository } from '#functions/ports/stores/reports.js';

export interface InMemoryReportRepository extends ReportRepository {
  readonly records: Map<string, ReportRecord>;
}

const keyOf = (stayId: string, nom: string): string => `${stayId}/${nom}`;

export const inMemoryReportRepository = (records: readonly ReportRecord[] = []): InMemoryReportRepository => {
  const stored = new Map(records.map((record) => [keyOf(record.stageId, record.nom), record]));
  return {
    records: stored,
    async get(stayId, nom) {
      return stored.get(keyOf(stayId, nom));
    },
    async save(report, expectedVersion) {
      const key = keyOf(report.stageId, report.nom);
      if ((stored.get(key)?.version ?? 0) !== expectedVersion) return { saved: false };
      const record = { ...report, version: expectedVersion + 1 };
      stored.set(key, record);
      return { saved: true, report: record };
    },
    async listByStayName(nomStage) {
      return [...stored.values()].filter((record) => record.nomStage === nomStage);
    },
  };
};
