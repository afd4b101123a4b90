/**
 * Tells the server a batch is over, once its photos are processed: it counts the accepted ones and
 * mails the administrators once for the batch.
 */
import { useMutation } from '@tanstack/react-query';
import { trainerRoutes } from '../../../../../shared/routes/trainer';
import { apiFetch } from '../../../lib/api-client';

export interface CompleteUploadsInput {
  readonly stageId: string;
  /** The browser's own count: the server counts for itself. */
  readonly count: number;
}

export const completeUploads = ({ stageId, count }: CompleteUploadsInput) =>
  apiFetch(trainerRoutes.completeUploads, { params: { stageId }, body: { count } });

export const useCompleteUploads = () => useMutation({ mutationFn: completeUploads });
