/**
 * Saves a trainee's report. The save names the version its text was loaded from: when someone saved
 * in between, it is refused (conflict) instead of silently erasing the other text. The stay comes in
 * the body, so its access is checked here; the stay's own name is written, whatever the body says.
 */

import type { Principal } from '#functions/domain/tokens.js';
import type { ReportRepository } from '#functions/ports/stores/reports.js';
import { messages } from '#shared/messages.js';
import { requireStayAccess } from '../auth/require-stay-access.js';
import { ServiceError } from '../service-error.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';
import {
  type ListEvaluationParticipantsDeps,
  listEvaluationParticipants,
} from './list-evaluation-participants.js';

export interface SaveReportDeps extends RequireStayDeps, ListEvaluationParticipantsDeps {
  readonly reports: Pick<ReportRepository, 'save'>;
  readonly clock: () => Date;
}

export interface SaveReportInput {
  readonly principal: Principal;
  readonly stageId: string;
  /** The trainee's label. */
  readonly nom: string;
  readonly miStage: string;
  readonly finStage: string;
  /** The version the text was loaded from; absent or 0 for a first report. */
  readonly version?: number | undefined;
}

export interface SavedReport {
  readonly message: string;
  readonly version: number;
  readonly updatedAt: string;
}

export const saveReport = async (deps: SaveReportDeps, input: SaveReportInput): Promise<SavedReport> => {
  requireStayAccess(input.principal, input.stageId);
  const stay = await requireStay(deps, input.stageId);
  const nom = input.nom.normalize('NFC');
  if (!(await listEvaluationParticipants(deps, stay.id)).some((participant) => participant.label === nom))
    throw new ServiceError('invalid', messages.collab.unknownParticipant);
  const outcome = await deps.reports.save(
    {
      stageId: stay.id,
      nom,
      nomStage: stay.nom_stage,
      miStage: input.miStage,
      finStage: input.finStage,
      updated_at: deps.clock().toISOString(),
    },
    input.version ?? 0,
  );
  if (!outcome.saved) throw new ServiceError('conflict', messages.collab.reportConflict);
  return {
    message: messages.evaluation.saved,
    version: outcome.report.version,
    updatedAt: outcome.report.updated_at,
  };
};
