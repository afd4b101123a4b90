/** The faces queue on SQS: ten jobs per request, as SQS takes them. */
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { FacesQueue } from '#functions/ports/faces-queue.js';

export const createSqsFacesQueue = (sqs: SQSClient, queueUrl: string): FacesQueue => ({
  async enqueue(jobs) {
    for (let i = 0; i < jobs.length; i += 10) {
      const batch = jobs.slice(i, i + 10);
      const answer = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) })),
        }),
      );
      if (answer.Failed?.length) throw new Error(`Faces queue refused ${answer.Failed.length} job(s)`);
    }
  },
});

/** Where the child finder is switched off: nothing is prepared. */
export const noFacesQueue: FacesQueue = { enqueue: async () => undefined };
