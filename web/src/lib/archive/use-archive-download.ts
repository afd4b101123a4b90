/**
 * Downloads several photos as one zip (families on /stage-details, administrators on
 * /photos-modify): the server builds it from a queue, the page follows its progress through the
 * query cache, then the browser saves it from its expiring link (the stored file carries its name).
 * A busy API (429) is asked again later and later; at the deadline the page gives up with a message.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../api-client';
import { isTransient } from '../backoff';
import { clientLimits } from '../client-limits';
import { watchQuery } from '../poll-query';
import { clickDownload } from '../save-file';
import { archiveOptions } from './get-archive';
import { useRequestArchive } from './request-archive';

/**
 * `busy` while building: the last call was refused (429, no answer) and the page is waiting before
 * asking again; `busy` when failed: the API stayed busy, or the zip unfinished, until the deadline.
 */
export type ArchiveProgress =
  | { readonly state: 'idle' }
  | { readonly state: 'building'; readonly done: number; readonly total: number; readonly busy: boolean }
  | { readonly state: 'failed'; readonly busy: boolean };

export interface ArchiveDownloadOptions {
  /**
   * Called instead of reporting a failed archive when the server refuses the token (401): an expired
   * session is a reason to sign in again, not a broken archive.
   */
  readonly onSessionExpired?: () => void;
}

/** Why a zip could not be had: a refusal that ended the request or its follow-up. */
class ArchiveRefused extends Error {
  override readonly name = 'ArchiveRefused';
  constructor(
    override readonly cause: unknown,
    /** The API stayed busy, or the zip unfinished, until the deadline. */
    readonly gaveUp: boolean,
  ) {
    super('the archive could not be had');
  }
}

export const useArchiveDownload = (stageId: string, { onSessionExpired }: ArchiveDownloadOptions = {}) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState<ArchiveProgress>({ state: 'idle' });
  const running = useRef(false);
  const request = useRequestArchive({
    onBusy: () => setProgress({ state: 'building', done: 0, total: 0, busy: true }),
  });
  const { mutateAsync } = request;

  const start = useCallback(
    async (photoIds?: readonly string[]): Promise<void> => {
      if (running.current) return;
      running.current = true;
      const limits = clientLimits();
      const until = Date.now() + limits.archiveDeadlineMs;
      try {
        let status = await mutateAsync({ stageId, photoIds }).catch((error: unknown) => {
          throw new ArchiveRefused(error, isTransient(error));
        });
        if (status.status === 'en_cours') {
          setProgress({ state: 'building', done: status.done, total: status.total, busy: false });
          const end = await watchQuery(
            client,
            archiveOptions(stageId, status.archiveId),
            { everyMs: limits.archivePollMs, until, isDone: (current) => current.status !== 'en_cours' },
            {
              onChange: (result, phase) => {
                if (result.data?.status === 'en_cours')
                  setProgress({
                    state: 'building',
                    done: result.data.done,
                    total: result.data.total,
                    busy: phase.kind === 'busy',
                  });
              },
            },
          );
          // A zip still unfinished at the deadline is given up like a busy API: same message.
          if (end.phase.kind === 'stopped')
            throw new ArchiveRefused(end.phase.error, end.phase.reason !== 'refused');
          if (end.data) status = end.data;
        }
        if (status.status === 'prete' && status.url) {
          setProgress({ state: 'building', done: status.total, total: status.total, busy: false });
          // The link answers `Content-Disposition: attachment`: the page stays where it is.
          clickDownload(status.url);
          setProgress({ state: 'idle' });
        } else {
          setProgress({ state: 'failed', busy: false });
        }
      } catch (error) {
        const cause = error instanceof ArchiveRefused ? error.cause : error;
        if (onSessionExpired && isApiError(cause) && cause.status === 401) {
          setProgress({ state: 'idle' });
          onSessionExpired();
          return;
        }
        console.error(cause);
        setProgress({ state: 'failed', busy: error instanceof ArchiveRefused && error.gaveUp });
      } finally {
        running.current = false;
      }
    },
    [client, mutateAsync, stageId, onSessionExpired],
  );

  return { progress, start };
};
