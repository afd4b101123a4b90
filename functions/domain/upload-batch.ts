/**
 * A trainer's batch of photos and its end. The photos one trainer session deposits in a stay make a
 * batch; it is over once none of them has been processed for the quiet period, and then the
 * administrators get one mail counting them. Pure: no I/O.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { PENDING_UPLOAD_TTL_SECONDS } from '#shared/limits.js';
import { idFrom } from './ids.js';

/**
 * The trainer session a deposit comes from, as photo records and batches name it: a digest of the
 * token's id, which is not kept anywhere else than in the revocation list.
 */
export const uploaderOf = (tokenId: string): string =>
  createHash('sha256').update(tokenId).digest('base64url').slice(0, 22);

/** One moment of a batch: its newest processed photo, as the batches table and the check name it. */
export interface BatchEnd {
  readonly stageId: string;
  readonly uploader: string;
  /** When the photo was processed (ISO); only the check of the batch's newest one may announce. */
  readonly at: string;
}

/** The check of a batch end, as it waits its quiet period in the media queue. */
export const batchCheckSchema = z
  .object({
    job: z.literal('upload-batch-check'),
    stageId: z.string().min(1),
    uploader: z.string().min(1),
    at: z.iso.datetime(),
  })
  .readonly();
export type BatchCheck = z.infer<typeof batchCheckSchema>;

export const batchCheckOf = (end: BatchEnd): BatchCheck => ({ job: 'upload-batch-check', ...end });

/** A batch is remembered as long as a signed upload may take to arrive. */
export const batchExpiresAt = (at: Date): number =>
  Math.floor(at.getTime() / 1000) + PENDING_UPLOAD_TTL_SECONDS;

/**
 * The id of a batch end's mail: every check of that end derives the same, so a check run again after
 * a failure queues the same mail (the log keeps it once, the mail worker sends it once).
 */
export const batchMailId = (end: BatchEnd): string =>
  idFrom(new Date(end.at), `${end.stageId}|${end.uploader}|${end.at}`);
