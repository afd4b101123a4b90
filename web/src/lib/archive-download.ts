/**
 * Downloads several photos as one zip (families on /stage-details, administrators on /photos-modify): the server builds it from a queue, the page follows its
 * progress, then the browser saves it from its expiring link (the stored file carries its name).
 */
import { useCallback, useRef, useState } from 'react';
import { apiRoutes } from '../../../shared/api-routes';
import type { ArchiveStatus } from '../../../shared/photo-admin-schemas';
import { apiFetch, isApiError } from './api-client';
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

const POLL_MS = 1000;

export type ArchiveProgress =
  | { readonly state: 'idle' }
  | { readonly state: 'building'; readonly done: number; readonly total: number }
  | { readonly state: 'failed' };

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
      try {
        let status: ArchiveStatus = await requestArchive(stageId, photoIds);
        while (status.status === 'en_cours') {
          setProgress({ state: 'building', done: status.done, total: status.total });
          await new Promise((resolve) => window.setTimeout(resolve, POLL_MS));
          status = await getArchive(stageId, status.archiveId);
        }
        if (status.status === 'prete' && status.url) {
          setProgress({ state: 'building', done: status.total, total: status.total });
          saveFrom(status.url);
          setProgress({ state: 'idle' });
        } else {
          setProgress({ state: 'failed' });
        }
      } catch (error) {
        if (onSessionExpired && isApiError(error) && error.status === 401) {
          setProgress({ state: 'idle' });
          onSessionExpired();
          return;
        }
        console.error(error);
        setProgress({ state: 'failed' });
      } finally {
        running.current = false;
      }
    },
    [stageId, onSessionExpired],
  );

  return { progress, start };
};
