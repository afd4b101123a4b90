/**
 * Downloads several photos as zips (families on /stage-details, administrators on /photos-modify):
 * the server builds them from a queue, one zip per part of a large selection, and the page follows
 * their progress through the query cache. A zip of one part is saved as soon as it is ready (the
 * stored file carries its name); the parts of a larger one each get a link as soon as each is ready,
 * for the family to save one after the other (a browser blocks several automatic downloads).
 * The pace slows for a long zip; a busy API (429) is asked again later and later; at the deadline the
 * page gives up with a message.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError, isTransient } from '../api-client';
import { clientLimits } from '../client-limits';
import { watchQuery } from '../poll-query';
import type { ArchiveAction } from '../resume-action';
import { clickDownload } from '../save-file';
import { type ArchiveProgress, archivePollPace, buildingProgress } from './archive-progress';
import { archiveOptions } from './get-archive';
import { useRequestArchive } from './request-archive';

export type { ArchiveProgress } from './archive-progress';

export interface ArchiveDownloadOptions {
  /**
   * Called instead of reporting a failed archive when the server refuses the token (401): an expired
   * session is a reason to sign in again, not a broken archive. `interrupted` is the zip asked for,
   * to be asked again once signed in.
   */
  readonly onSessionExpired?: (interrupted: ArchiveAction) => void;
}

/** Why a zip could not be had: a refusal that ended the request or its follow-up. */
class ArchiveRefused extends Error {
  override readonly name = 'ArchiveRefused';
  constructor(
    override readonly cause: unknown,
    /** The API stayed busy until the deadline. */
    readonly gaveUp: boolean,
  ) {
    super('the archive could not be had');
  }
}

export const useArchiveDownload = (stayId: string, { onSessionExpired }: ArchiveDownloadOptions = {}) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState<ArchiveProgress>({ state: 'idle' });
  const running = useRef(false);
  const request = useRequestArchive({
    onBusy: () =>
      setProgress({ state: 'building', done: 0, total: 0, busy: true, parts: [], secondsLeft: null }),
  });
  const { mutateAsync } = request;

  const start = useCallback(
    async (photoIds?: readonly string[]): Promise<void> => {
      if (running.current) return;
      running.current = true;
      const limits = clientLimits();
      const until = Date.now() + limits.archiveDeadlineMs;
      try {
        let status = await mutateAsync({ stageId: stayId, photoIds }).catch((error: unknown) => {
          throw new ArchiveRefused(error, isTransient(error));
        });
        if (status.status === 'en_cours') {
          setProgress(buildingProgress(status, false));
          const end = await watchQuery(
            client,
            archiveOptions(stayId, status.archiveId),
            {
              everyMs: limits.archivePollMs,
              paceMs: (current) => archivePollPace(current, limits.archivePollMs),
              until,
              isDone: (current) => current.status !== 'en_cours',
            },
            {
              onChange: (result, phase) => {
                if (result.data?.status === 'en_cours')
                  setProgress(buildingProgress(result.data, phase.kind === 'busy'));
              },
            },
          );
          if (end.phase.kind === 'stopped') {
            const parts = end.data?.parts ?? [];
            if (end.phase.reason === 'deadline') {
              // The zip goes on without the page: the parts ready so far stay downloadable.
              setProgress({ state: 'failed', busy: false, deadline: true, parts });
              return;
            }
            throw new ArchiveRefused(end.phase.error, end.phase.reason === 'busy');
          }
          if (end.data) status = end.data;
        }
        if (status.status === 'prete' && status.parts.length > 1) {
          setProgress({ state: 'ready', parts: status.parts });
        } else if (status.status === 'prete' && status.url) {
          // The link answers `Content-Disposition: attachment`: the page stays where it is.
          clickDownload(status.url);
          setProgress({ state: 'idle' });
        } else {
          setProgress({ state: 'failed', busy: false, message: status.failure, parts: status.parts });
        }
      } catch (error) {
        const cause = error instanceof ArchiveRefused ? error.cause : error;
        if (onSessionExpired && isApiError(cause) && cause.status === 401) {
          setProgress({ state: 'idle' });
          onSessionExpired({ kind: 'archive', stageId: stayId, photoIds });
          return;
        }
        console.error(cause);
        setProgress({ state: 'failed', busy: error instanceof ArchiveRefused && error.gaveUp });
      } finally {
        running.current = false;
      }
    },
    [client, mutateAsync, stayId, onSessionExpired],
  );

  return { progress, start };
};
