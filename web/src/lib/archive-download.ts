/**
 * Downloads several photos as one zip (families on /stage-details, administrators on /photos-modify): the server builds it from a queue, the page follows its
 * progress, then the browser saves it from its expiring link (the stored file carries its name). A
 * busy API (429) is asked again later and later, and the page gives up with a message at its deadline.
 */
import { useCallback, useRef, useState } from 'react';
import { apiRoutes } from '../../../shared/api-routes';
import type { ArchiveStatus } from '../../../shared/photo-admin-schemas';
import { apiFetch, isApiError } from './api-client';
import { DeadlinePassed, isDeadlinePassed, sleep, withBackoff } from './backoff';
import { clientLimits } from './client-limits';
import { clickDownload } from './save-file';

/** Families use their token, administrators theirs. */
const requestArchive = (stageId: string, photoIds?: readonly string[]): Promise<ArchiveStatus> =>
  apiFetch(apiRoutes.requestArchive, {
    params: { stageId },
    body: photoIds ? { photoIds } : {},
    auth: 'any',
  });

const getArchive = (stageId: string, archiveId: string): Promise<ArchiveStatus> =>
  apiFetch(apiRoutes.getArchive, { params: { stageId, archiveId }, auth: 'any' });

/**
 * `busy` while building: the last call was refused (429, no answer) and the page is waiting before
 * asking again; `busy` when failed: the API stayed busy until the deadline.
 */
export type ArchiveProgress =
  | { readonly state: 'idle' }
  | { readonly state: 'building'; readonly done: number; readonly total: number; readonly busy: boolean }
  | { readonly state: 'failed'; readonly busy: boolean };

// The link answers `Content-Disposition: attachment`: the page stays where it is.
const saveFrom = (url: string): void => clickDownload(url);

export interface ArchiveDownloadOptions {
  /**
   * Called instead of reporting a failed archive when the server refuses the token (401): an expired
   * session is a reason to sign in again, not a broken archive.
   */
  readonly onSessionExpired?: () => void;
}

export const useArchiveDownload = (stageId: string, { onSessionExpired }: ArchiveDownloadOptions = {}) => {
  const [progress, setProgress] = useState<ArchiveProgress>({ state: 'idle' });
  const running = useRef(false);

  const start = useCallback(
    async (photoIds?: readonly string[]): Promise<void> => {
      if (running.current) return;
      running.current = true;
      const limits = clientLimits();
      const deadline = Date.now() + limits.archiveDeadlineMs;
      let shown = { done: 0, total: 0 };
      // Each call backs off on its own refusals, within what is left of the whole wait.
      const call = <T>(run: () => Promise<T>): Promise<T> =>
        withBackoff(run, {
          ...limits,
          deadlineMs: Math.min(limits.busyDeadlineMs, deadline - Date.now()),
          onRetry: () => setProgress({ state: 'building', ...shown, busy: true }),
        });
      try {
        let status: ArchiveStatus = await call(() => requestArchive(stageId, photoIds));
        while (status.status === 'en_cours') {
          shown = { done: status.done, total: status.total };
          setProgress({ state: 'building', ...shown, busy: false });
          // A zip still unfinished at the deadline is given up like a busy API: same message.
          if (Date.now() + limits.archivePollMs > deadline) throw new DeadlinePassed(null);
          await sleep(limits.archivePollMs);
          const { archiveId } = status;
          status = await call(() => getArchive(stageId, archiveId));
        }
        if (status.status === 'prete' && status.url) {
          setProgress({ state: 'building', done: status.total, total: status.total, busy: false });
          saveFrom(status.url);
          setProgress({ state: 'idle' });
        } else {
          setProgress({ state: 'failed', busy: false });
        }
      } catch (error) {
        if (onSessionExpired && isApiError(error) && error.status === 401) {
          setProgress({ state: 'idle' });
          onSessionExpired();
          return;
        }
        console.error(error);
        setProgress({ state: 'failed', busy: isDeadlinePassed(error) });
      } finally {
        running.current = false;
      }
    },
    [stageId, onSessionExpired],
  );

  return { progress, start };
};
