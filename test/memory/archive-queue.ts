/** The archive queue in memory: the jobs asked for, in order, and a switch that makes sending fail. */
import type { ArchiveQueue } from '#functions/ports/archive-queue.js';

export interface RecordingArchiveQueue extends ArchiveQueue {
  /** The archive of each job, in order. */
  readonly jobs: string[];
  /** Each job's archive and part, in order. */
  readonly parts: { readonly archiveId: string; readonly part: number }[];
  /** When set, `enqueue` fails with this error, as SQS would when unreachable. */
  failWith: Error | undefined;
}

export const recordingArchiveQueue = (): RecordingArchiveQueue => {
  const queue: RecordingArchiveQueue = {
    jobs: [],
    parts: [],
    failWith: undefined,
    async enqueue(archiveId, part) {
      if (queue.failWith) throw queue.failWith;
      queue.jobs.push(archiveId);
      queue.parts.push({ archiveId, part });
    },
  };
  return queue;
};
