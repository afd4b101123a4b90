/** What asking for archive jobs does, on SQS and in memory alike: what the archive worker receives. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { ArchiveQueue } from '#functions/ports/archive-queue.js';

export interface ArchiveJob {
  readonly archiveId: string;
  readonly part: number;
}

export interface ArchiveQueueProbe {
  readonly queue: ArchiveQueue;
  /** The jobs of this archive a worker receives, once `count` of them have arrived. */
  received(archiveId: string, count: number): Promise<ArchiveJob[]>;
}

const byPart = (a: ArchiveJob, b: ArchiveJob): number => a.part - b.part;

export const describeArchiveQueueContract = (
  name: string,
  makeQueue: () => ArchiveQueueProbe,
  /** A queue whose messages cannot be sent (SQS unreachable, or no such queue). */
  makeUnreachable: () => ArchiveQueue,
): void => {
  describe(`archive queue contract: ${name}`, () => {
    it('hands the worker one job per request, a part asked twice coming twice', async () => {
      const { queue, received } = makeQueue();
      const archiveId = newId();
      await queue.enqueue(archiveId, 1);
      await queue.enqueue(archiveId, 0);
      // Sent again from where a worker stopped: the queue does not fold it into the first.
      await queue.enqueue(archiveId, 1);
      // A standard queue keeps no order: what counts is that each job arrives.
      expect((await received(archiveId, 3)).sort(byPart)).toEqual([
        { archiveId, part: 0 },
        { archiveId, part: 1 },
        { archiveId, part: 1 },
      ]);
    });

    it('fails the request when the job cannot be sent', async () => {
      await expect(makeUnreachable().enqueue(newId(), 0)).rejects.toThrow();
    });
  });
};
