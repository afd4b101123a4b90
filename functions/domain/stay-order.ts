/** The order of stays in every list: the latest start first, then by name. Pure: no I/O. */
import type { StayRecord } from './stay.js';

export const byStartDescending = (
  a: Pick<StayRecord, 'date_debut' | 'nom_stage'>,
  b: Pick<StayRecord, 'date_debut' | 'nom_stage'>,
): number => b.date_debut.localeCompare(a.date_debut) || a.nom_stage.localeCompare(b.nom_stage, 'fr');
