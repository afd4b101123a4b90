/**
 * A stay record and a lookup over a fixed list, for unit tests of use cases that need a stay. The
 * stay here is over (summer 2026) and has short passwords: tests that need a coming stay or valid
 * passwords use `aStay` directly.
 */
import type { StayRecord } from '#functions/domain/stay.js';
import { aStay, readOnlyStays } from '../fixtures/stay-records.js';

export const stay = (id: string, overrides: Partial<StayRecord> = {}): StayRecord =>
  aStay({
    id,
    cree_par: 'admin',
    date_debut: '2026-07-20',
    date_fin: '2026-08-01',
    mdp_formateur: 'f',
    mdp_stagiaire: 's',
    ...overrides,
  });

/** Answers the stays given, and nothing else. */
export const stayLookup = (...stays: readonly StayRecord[]) => readOnlyStays(stays);
