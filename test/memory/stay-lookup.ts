/** A stay record and a lookup answering only `get`, for unit tests of use cases that need a stay. */
import type { StageRecord } from '../../functions/domain/stage.js';

export const stay = (id: string, overrides: Partial<StageRecord> = {}): StageRecord => ({
  id,
  nom_stage: `Séjour ${id}`,
  ville: 'Annecy',
  cree_par: 'admin',
  actif: 1,
  date_debut: '2026-07-20',
  date_fin: '2026-08-01',
  mdp_formateur: 'f',
  mdp_stagiaire: 's',
  token_version: 1,
  version: 1,
  ...overrides,
});

/** Answers the stays given, and nothing else. */
export const stayLookup = (...stays: readonly StageRecord[]) => ({
  async get(id: string): Promise<StageRecord | undefined> {
    return stays.find((candidate) => candidate.id === id);
  },
});
