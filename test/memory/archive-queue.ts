/** The archive queue in memory: the jobs asked for, in order, and a switch that makes sending fail. */
import type { ArchiveQueue } from '../../functions/adapters/archive-queue.js';

export interface RecordingArchiveQueue extends ArchiveQueue {
  readonly jobs: string[];
  /** When set, `enqueue` fails with this error, as SQS would when unreachable. */
  failWith: Error | undefined;
}

export const recordingArchiveQueue = (): RecordingArchiveQueue => {
  const queue: RecordingArchiveQueue = {
    jobs: [],
    failWith: undefined,
    async enqueue(archiveId) {
      if (queue.failWith) throw queue.failWith;
      queue.jobs.push(archiveId);
    },
  };
  return queue;
};
