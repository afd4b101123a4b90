/**
 * What the page shows of an archive being built, read from its status: photos zipped over the total,
 * each part with its link as soon as it is ready, the time the server expects; and how often to ask.
 */
import type { ArchiveStatus } from '#shared/archive-schemas';

export type ArchivePartProgress = ArchiveStatus['parts'][number];

/**
 * `busy` while building: the last call was refused (429, no answer) and the page is waiting before
 * asking again. `ready`: every part of a zip in several parts is ready, their links stay on the page.
 * When failed, `reason` says why: the server's own message, a busy API, or the page's deadline.
 */
export type ArchiveProgress =
  | { readonly state: 'idle' }
  | {
      readonly state: 'building';
      readonly done: number;
      readonly total: number;
      readonly busy: boolean;
      readonly parts: readonly ArchivePartProgress[];
      readonly secondsLeft: number | null;
    }
  | { readonly state: 'ready'; readonly parts: readonly ArchivePartProgress[] }
  | {
      readonly state: 'failed';
      readonly busy: boolean;
      /** The page stopped following a zip still building: it may be asked again later. */
      readonly deadline?: boolean;
      /** The server's French reason, when it gave one. */
      readonly message?: string | null;
      readonly parts?: readonly ArchivePartProgress[];
    };

export const buildingProgress = (status: ArchiveStatus, busy: boolean): ArchiveProgress => ({
  state: 'building',
  done: status.done,
  total: status.total,
  busy,
  parts: status.parts,
  secondsLeft: status.secondsLeft,
});

/** A tenth of the time left, between the steady pace and half a minute: long zips are asked less often. */
const SLOWEST_POLL_MS = 30_000;

export const archivePollPace = (status: ArchiveStatus, everyMs: number): number =>
  status.secondsLeft === null
    ? everyMs
    : Math.min(SLOWEST_POLL_MS, Math.max(everyMs, (status.secondsLeft * 1000) / 10));
