/**
 * How much the deployment takes at once, and how patiently the browser asks: the API's reserved
 * concurrency and throttle, each queue worker's maximum concurrency, the pace of the pages' polling
 * and their backoff. The figures are sized together (README, "Limites et coûts d'une saison"): the
 * throttle answers 429 before the API runs out of concurrency (which API Gateway would turn into
 * 500s), and the polling of a busy season stays under the throttle.
 */
import type { QueueName } from './resources.js';

/**
 * API Lambda instances kept for the API and never exceeded: at the throttle's rate and a 250 ms call,
 * 150 × 0.25 ≈ 38 instances are busy; 50 leaves room for cold starts. Lambda keeps 100 of the
 * account's concurrency unreserved, so the account needs at least 150 (new accounts start lower).
 */
export const API_RESERVED_CONCURRENCY = 50;

/** The API function's time limit; API Gateway gives up on an integration at 30 s. */
export const API_TIMEOUT_SECONDS = 20;

/**
 * How long one request deleting a stay starts new steps of its photos (100 at a time) before it
 * answers how many are left: half the API's limit, the other half for the step in flight (about a
 * second on AWS) and the stay's people and files. The page asks again until the stay is gone.
 */
export const STAY_DELETION_REQUEST_MS = (API_TIMEOUT_SECONDS * 1000) / 2;

/** API Gateway stage throttle (requests per second, and the bucket a burst may empty). */
export const API_THROTTLE = { rateLimit: 150, burstLimit: 300 } as const;

/**
 * Most Lambda instances each queue's event source runs at once (SQS "maximum concurrency", 2 at
 * least). Media: a busy evening's uploads keep about 8 busy; archives: one per stay and selection,
 * shared by its families; mail: two workers at the SES pace; rotations: an administrator's clicks; faces: a few behind the
 * media worker.
 */
export const WORKER_MAX_CONCURRENCY: Readonly<Record<QueueName, number>> = {
  media: 20,
  mail: 2,
  archive: 5,
  rotate: 4,
  // Faces: behind the media worker, a busy evening's photos prepared within minutes.
  faces: 4,
};

/**
 * The slowest photo the media worker accepts: a 48 MP HEIC (8064×6048), whose HEVC decoding runs on
 * one thread. scripts/bench/heic-48mp.ts measured 8.6 s of CPU to inspect, convert and derive one
 * whose noise compressed to 1.2 MB; a phone's holds several MB and entropy decoding grows with
 * them, so the figure kept is the 12 MP measurement (5.0 s) scaled by the pixels: 20 s. The media
 * worker's 2048 MB give about 1.16 vCPU on Lambda (1,769 MB make one), and one thread uses one: a
 * photo takes these seconds there. The media queue's batch is sized so that a batch of them takes at
 * most half the worker's timeout.
 */
export const WORST_PHOTO_CPU_SECONDS = 20;
export const MEDIA_WORKER_VCPU = 2048 / 1769;

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
  /** Following one archive stops after this long; the zip goes on without the page, and is reused. */
  readonly archiveDeadlineMs: number;
  /** The trainer's list stops refreshing when no photo has left processing for this long. */
  readonly refreshIdleMs: number;
  /**
   * An API call not answered in this long is given up, and the page offers to try again: no page
   * waits for ever on a request the network lost.
   */
  readonly apiDeadlineMs: number;
}

export const CLIENT_LIMITS: ClientLimits = {
  archivePollMs: 2000,
  photoRefreshMs: 3000,
  firstDelayMs: 2000,
  maxDelayMs: 60_000,
  busyDeadlineMs: 10 * 60_000,
  archiveDeadlineMs: 20 * 60_000,
  refreshIdleMs: 5 * 60_000,
  // API Gateway gives up on an answer at 30 s; what has not come five seconds later (a phone
  // receiving a long list) is not coming.
  apiDeadlineMs: 35_000,
};
