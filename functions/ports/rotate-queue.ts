/**
 * The rotate-queue port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/rotate-queue.ts; functions/composition hands the implementation to those who take it.
 */

export interface RotateJob {
  readonly stageId: string;
  readonly photoId: string;
  /** The version the job turns; once the photo has moved on, the job has been done. */
  readonly fromVersion: number;
}

export interface RotateQueue {
  enqueue(jobs: readonly RotateJob[]): Promise<void>;
}
