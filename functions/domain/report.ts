/** Evaluation reports (spec 000 §3, "Rapport"): pure rules. */

/** A report is named by its trainee: last name, first name and e-mail (spec 000 §3). */
export const traineeLabel = (trainee: { nom: string; prenom: string; email: string }): string =>
  `${trainee.nom} ${trainee.prenom} - ${trainee.email}`.normalize('NFC');

export interface ReportRecord {
  readonly stageId: string;
  readonly nom: string;
  readonly nomStage: string;
  readonly miStage: string;
  readonly finStage: string;
  readonly version: number;
  readonly updated_at: string;
}
