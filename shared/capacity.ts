/**
 * How often the pages poll and how patiently they wait on a busy API (README, "Limites et coûts
 * d'une saison").
 */
/** How the pages poll and wait on a busy API; a browser test may shorten them (web/src/lib/client-limits.ts). */
export interface ClientLimits {
  /** Families' archive progress is asked for this often while the zip is built. */
  readonly archivePollMs: number;
  /** The trainer's photo list refreshes this often while photos are being processed. */
  readonly photoRefreshMs: number;
  /** First wait after a refusal (429, 5xx, no network); doubled at each further one. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A call refused for this long after its first refusal is given up, with a message. */
  readonly busyDeadlineMs: number;
  /** Following one archive stops after this long (the worker's own limit is 15 minutes). */
  readonly archiveDeadlineMs: number;
  /** The trainer's list stops refreshing when no photo has left processing for this long. */
  readonly refreshIdleMs: number;
}

export const CLIENT_LIMITS: ClientLimits = {
  archivePollMs: 2000,
  photoRefreshMs: 3000,
  firstDelayMs: 2000,
  maxDelayMs: 60_000,
  busyDeadlineMs: 10 * 60_000,
  archiveDeadlineMs: 20 * 60_000,
  refreshIdleMs: 5 * 60_000,
};
