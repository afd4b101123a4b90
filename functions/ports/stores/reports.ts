/**
 * The rapports port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/reports.ts; functions/composition hands the implementation to those who take it.
 */
import type { ReportRecord } from '#functions/domain/report.js';

export type SaveOutcome = { readonly saved: true; readonly report: ReportRecord } | { readonly saved: false };

export interface ReportRepository {
  get(stayId: string, nom: string): Promise<ReportRecord | undefined>;
  /** Writes version `expectedVersion + 1`; refused unless the stored version is `expectedVersion` (0: none). */
  save(report: Omit<ReportRecord, 'version'>, expectedVersion: number): Promise<SaveOutcome>;
  listByStayName(nomStage: string): Promise<ReportRecord[]>;
}
