/** Evaluation reports ("Rapport"): one per stay and trainee. Pure: the record and its rules. */
import * as z from 'zod';
import type { Rapport } from '#shared/collab-schemas.js';

/** A report is named by its trainee: last name, first name and e-mail. */
export const participantLabel = (participant: { nom: string; prenom: string; email: string }): string =>
  `${participant.nom} ${participant.prenom} - ${participant.email}`.normalize('NFC');

export const reportRecordSchema = z.object({
  stageId: z.string(),
  /** The trainee's label (see traineeLabel). */
  nom: z.string(),
  nomStage: z.string(),
  miStage: z.string(),
  finStage: z.string(),
  /** Optimistic locking: a save names the version it was loaded from. */
  version: z.number().int().positive(),
  updated_at: z.string(),
});

export type ReportRecord = z.infer<typeof reportRecordSchema>;

export const toReport = (record: ReportRecord): Rapport => ({
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
