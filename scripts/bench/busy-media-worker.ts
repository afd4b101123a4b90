/**
 * A trainer's batch of phone photos being processed while a family browses: the media worker kept
 * fed with 12 MP uploads to a stay of their own (so the measured gallery does not change under the
 * family), a batch sent whenever fewer than a few wait, as the deposit page sends them. The batch is
 * followed as the deposit page follows it: the state of its photos still in processing, asked by id
 * every few seconds, never the stay's whole list (listing a growing stay every second took the API
 * and the emulator from the family whose gallery is measured). Counts what the worker made and how
 * few photos ever waited, so a measurement can show the worker never ran dry.
 */
import { apiRoutes } from '#shared/api-routes.js';
import { CLIENT_LIMITS } from '#shared/capacity.js';
import type { ManagedPhoto } from '#shared/schemas.js';
import { createStay, type PortalClient } from '#test/helpers/portal-setup.js';
import { depositVisiblePhotos, type GalleryStay, PASSWORDS } from './gallery.js';
import { sourcePhotos } from './gallery-sources.js';
import { distinctCopy } from './realistic-photos.js';

/** Photos sent at once, and how few may wait before the next batch goes. */
const BATCH = 10;
const LOW = 6;
/** How often the batch's photos are looked at: as often as the deposit page asks for their state. */
const LOOK_MS = CLIENT_LIMITS.photoRefreshMs;
const START_DEADLINE_MS = 5 * 60_000;

export interface BusyCount {
  /** Photos sent so far, and made ready by the worker. */
  readonly sent: number;
  readonly processed: number;
  /** The fewest photos waiting at any look since the count began: 0 means the worker ran dry. */
  readonly fewestWaiting: number;
}

export interface BusyMediaWorker {
  /** Starts a count: what the worker does from now on. */
  count(): { end(): BusyCount };
  /** Runs `task` with the workers paused (the batch in hand finished first): the same portal at rest. */
  resting<T>(task: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Of the photos `ids` of `stageId`, those the media worker has not finished yet. */
const stillProcessing = async (
  api: PortalClient,
  stayId: string,
  token: string,
  ids: readonly string[],
): Promise<string[]> => {
  if (ids.length === 0) return [];
  const path = apiRoutes.photoStates.path.replace('{stageId}', encodeURIComponent(stayId));
  const query = new URLSearchParams({ ids: ids.join(',') });
  const states = await api.call<ManagedPhoto[]>(`${path}?${query}`, { token });
  const waiting = new Set(states.filter((photo) => photo.status === 'en_attente').map((photo) => photo.id));
  return ids.filter((id) => waiting.has(id));
};

/** Resumes the workers of `stay`'s portal and keeps its media worker busy until stopped. */
export const keepMediaWorkerBusy = async (
  stay: Pick<GalleryStay, 'portal' | 'api' | 'adminToken'>,
  photos: readonly Buffer[],
): Promise<BusyMediaWorker> => {
  const { portal, api, adminToken } = stay;
  const stayId = await createStay(api, adminToken, {
    nom_stage: 'Séjour en cours de dépôt',
    ville: 'Chamonix',
    date_debut: '2026-07-06',
    date_fin: '2026-07-26',
    mdp_formateur: `${PASSWORDS.trainer}-depot`,
    mdp_stagiaire: `${PASSWORDS.family}-depot`,
    picture: (await sourcePhotos())[0] as Buffer,
  });
  portal.workers.resume();
  let sent = 0;
  let processed = 0;
  let waiting: string[] = [];
  let fewest = Number.POSITIVE_INFINITY;
  let stopped = false;
  const feed = async (): Promise<void> => {
    while (!stopped) {
      waiting = await stillProcessing(api, stayId, adminToken, waiting);
      processed = sent - waiting.length;
      if (sent > 0) fewest = Math.min(fewest, waiting.length);
      if (waiting.length < LOW) {
        const ids = await depositVisiblePhotos(
          api,
          stayId,
          adminToken,
          BATCH,
          (n) => distinctCopy(photos[n % photos.length] as Buffer, `depot ${n}`),
          { first: sent },
        );
        waiting = [...waiting, ...ids];
        sent += BATCH;
      } else await pause(LOOK_MS);
    }
  };
  const feeding = feed();
  // Measured once the worker is in its stride: a first photo made, the next ones waiting.
  const started = performance.now();
  while (processed === 0) {
    if (performance.now() - started > START_DEADLINE_MS) throw new Error('le worker média ne démarre pas');
    await Promise.race([pause(LOOK_MS), feeding]);
  }
  return {
    count: () => {
      const from = processed;
      fewest = Number.POSITIVE_INFINITY;
      return { end: () => ({ sent, processed: processed - from, fewestWaiting: fewest }) };
    },
    resting: async (task) => {
      await portal.workers.pause();
      try {
        return await task();
      } finally {
        portal.workers.resume();
      }
    },
    stop: async () => {
      stopped = true;
      await feeding;
      await portal.workers.pause();
    },
  };
};
