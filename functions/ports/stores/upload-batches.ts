/**
 * The upload-batches port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/stores/upload-batches.ts; functions/composition hands the implementation to those who take it.
 */
import type { BatchEnd } from '#functions/domain/upload-batch.js';

export interface UploadBatchStore {
  /** Records a photo processed at `end.at`; false when a later photo of the batch is recorded already. */
  touch(end: BatchEnd): Promise<boolean>;
  /**
   * Claims the announcement of `end` until `until`; false when a later photo came (the batch goes
   * on), the end is announced already, or another check holds it.
   */
  claim(end: BatchEnd, now: Date, until: Date): Promise<boolean>;
  /** The end's mail is queued: a later check of the same end announces nothing. */
  finish(end: BatchEnd): Promise<void>;
  /** Gives a claim back after a failure, so the check run again may take it at once. */
  release(end: BatchEnd): Promise<void>;
}
