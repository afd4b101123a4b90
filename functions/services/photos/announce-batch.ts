/**
 * The server decides when a trainer's batch is over, whatever the trainer's page does afterwards
 * (closed, asleep, offline). Each photo of a batch the media worker makes ready records the time in
 * the batch and schedules a check after the quiet period; the check of a batch's newest photo finds
 * nothing newer, claims that end (a conditional write), counts the batch's photos no mail has counted
 * yet, and queues one mail to the administrators. Checks of older photos find a newer one and stop:
 * that one's check comes later. A check run again (SQS delivers at least once, a Lambda may stop
 * anywhere) finds the end announced, or takes its expired claim and queues the same mail again under
 * the same id, which the mail log and the mail worker keep once.
 */

import pLimit from 'p-limit';
import type { Config } from '#functions/config.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { type BatchEnd, batchCheckOf, batchMailId } from '#functions/domain/upload-batch.js';
import type { BatchChecks } from '#functions/ports/batch-checks.js';
import type { MailMessage, MailQueue } from '#functions/ports/mail-queue.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import type { StayRepository } from '#functions/ports/stores/stays.js';
import type { UploadBatchStore } from '#functions/ports/stores/upload-batches.js';
import { messages } from '#shared/messages.js';
import { webRoutes } from '#shared/web-routes.js';

/** The administrators' mail for `count` photos of a stay awaiting their validation. */
export const uploadNotification = (
  stay: StayRecord,
  count: number,
  config: Pick<Config, 'siteUrl' | 'adminNotifyEmail'>,
): MailMessage => ({
  to: [config.adminNotifyEmail],
  subject: messages.trainer.mailSubject(count, stay.nom_stage),
  text: messages.trainer.mailText(
    count,
    stay.nom_stage,
    `${config.siteUrl}${webRoutes.photosModify(stay.id)}`,
  ),
  kind: 'upload-notification',
  stageId: stay.id,
});

export interface BatchActivityDeps {
  readonly batches: Pick<UploadBatchStore, 'touch'>;
  readonly checks: BatchChecks;
  /** Seconds without a newer photo after which the batch is over. */
  readonly quietSeconds: number;
}

/**
 * A photo is being made ready at `at`: the batch's newest time moves on and its check is scheduled.
 * Nothing for a photo of no trainer's batch (an administrator's own deposit), nor when a later
 * photo of the batch is recorded already (its own check comes later).
 */
export const notePhotoProcessed = async (
  deps: BatchActivityDeps,
  photo: Pick<PhotoRecord, 'stageId' | 'uploader'>,
  at: Date,
): Promise<void> => {
  if (photo.uploader === undefined) return;
  const end: BatchEnd = { stageId: photo.stageId, uploader: photo.uploader, at: at.toISOString() };
  if (!(await deps.batches.touch(end))) return;
  await deps.checks.schedule(batchCheckOf(end), deps.quietSeconds);
};

export interface AnnounceBatchDeps {
  readonly batches: Pick<UploadBatchStore, 'claim' | 'finish' | 'release'>;
  readonly photos: Pick<PhotoStore, 'listByStay' | 'markAnnounced'>;
  readonly stays: Pick<StayRepository, 'get'>;
  readonly mail: Pick<MailQueue, 'enqueue'>;
  readonly config: Pick<Config, 'siteUrl' | 'adminNotifyEmail'>;
  readonly clock: () => Date;
  /** How long a check may hold a batch end before another may take it: the worker's timeout. */
  readonly claimSeconds: number;
}

export type BatchCheckOutcome =
  /** One mail queued for the batch. */
  | 'announced'
  /** A newer photo came (its check comes later), the end is announced already, or being announced. */
  | 'not-over'
  /** Every photo of the batch was counted already (or refused, validated, deleted meanwhile). */
  | 'nothing-new'
  /** The stay was deleted meanwhile, its photos with it. */
  | 'stay-gone';

/** Marks in parallel, but not hundreds at once against one table. */
const WRITE_CONCURRENCY = 8;

/** Counts the batch's photos no mail has counted (this end's own, from a run cut short, included). */
const countBatch = async (deps: AnnounceBatchDeps, end: BatchEnd): Promise<number> => {
  const batch = (await deps.photos.listByStay(end.stageId)).filter(
    (photo) => photo.uploader === end.uploader && photo.status === 'prete' && photo.actif === 0,
  );
  const limit = pLimit(WRITE_CONCURRENCY);
  const marked = await Promise.all(
    batch
      .filter((photo) => photo.announced_at === undefined)
      .map((photo) => limit(() => deps.photos.markAnnounced(end.stageId, photo.photoId, end.at))),
  );
  return batch.filter((photo) => photo.announced_at === end.at).length + marked.filter(Boolean).length;
};

const announce = async (deps: AnnounceBatchDeps, end: BatchEnd): Promise<BatchCheckOutcome> => {
  const stay = await deps.stays.get(end.stageId);
  if (!stay) return 'stay-gone';
  const count = await countBatch(deps, end);
  if (count === 0) return 'nothing-new';
  await deps.mail.enqueue(
    [{ ...uploadNotification(stay, count, deps.config), id: batchMailId(end) }],
    deps.clock(),
  );
  return 'announced';
};

/** The check of one batch end, once its quiet period has passed. */
export const announceBatch = async (deps: AnnounceBatchDeps, end: BatchEnd): Promise<BatchCheckOutcome> => {
  const now = deps.clock();
  const until = new Date(now.getTime() + deps.claimSeconds * 1000);
  if (!(await deps.batches.claim(end, now, until))) return 'not-over';
  try {
    const outcome = await announce(deps, end);
    await deps.batches.finish(end);
    return outcome;
  } catch (error) {
    // SQS runs the check again: it may claim at once instead of after the claim's time. Should the
    // release fail too, the claim's time runs out all the same.
    await deps.batches.release(end).catch(() => undefined);
    throw error;
  }
};
