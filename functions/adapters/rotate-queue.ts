/** Rotation jobs on the rotate queue: one message per photo, carrying the version it turns. */

import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { RotateQueue } from '#functions/ports/rotate-queue.js';

export const createSqsRotateQueue = (sqs: SQSClient, queueUrl: string): RotateQueue => ({
  async enqueue(jobs) {
    for (let i = 0; i < jobs.length; i += 10) {
      const batch = jobs.slice(i, i + 10);
      const answer = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) })),
        }),
      );
      if (answer.Failed?.length) throw new Error(`Rotate queue refused ${answer.Failed.length} job(s)`);
    }
  },
});
