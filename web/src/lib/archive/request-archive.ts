/**
 * Asks the server for a zip of photos (chosen ones, or all): it answers at once, with the archive's
 * first status, and builds the zip from a queue. Families use their token, administrators theirs.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveRoutes } from '#shared/routes/archives';
import { apiFetch } from '../api-client';
import { clientLimits } from '../client-limits';
import { retryWhileBusy } from '../retry';
import { archiveKeys } from './query-keys';

export interface RequestArchiveInput {
  readonly stageId: string;
  /** In the order chosen (photo-1.jpg is the first); none: every photo the caller may see. */
  readonly photoIds?: readonly string[] | undefined;
}

export const requestArchive = ({ stageId: stayId, photoIds }: RequestArchiveInput) =>
  apiFetch(archiveRoutes.requestArchive, {
    params: { stageId: stayId },
    body: photoIds ? { photoIds } : {},
    auth: 'any',
  });

export interface RequestArchiveOptions {
  /** Told before each new attempt while the API refuses (429, no answer). */
  readonly onBusy?: () => void;
}

/** A busy API is asked again later and later, until the busy deadline. */
export const useRequestArchive = ({ onBusy }: RequestArchiveOptions = {}) => {
  const client = useQueryClient();
  const limits = clientLimits();
  return useMutation({
    mutationFn: requestArchive,
    ...retryWhileBusy({
      ...limits,
      deadlineMs: Math.min(limits.busyDeadlineMs, limits.archiveDeadlineMs),
      ...(onBusy ? { onRetry: onBusy } : {}),
    }),
    onSuccess: (status, { stageId: stayId }) =>
      client.setQueryData(archiveKeys.status(stayId, status.archiveId), status),
  });
};
