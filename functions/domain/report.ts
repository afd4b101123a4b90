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

/**
 * Spreadsheet programs run a cell that starts with =, +, -, @ (or a tab or carriage return before
 * one) as a formula. A leading apostrophe makes such text plain text again (OWASP, CSV injection).
 */
export const neutraliseFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
