/** Archive jobs on the archive queue: one message per archive, `{ archiveId }`, for the archive worker. */
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';

export interface ArchiveQueue {
  /** Asks the worker to build the archive recorded under this id. */
  enqueue(archiveId: string): Promise<void>;
}

export const createSqsArchiveQueue = (sqs: SQSClient, queueUrl: string): ArchiveQueue => ({
  async enqueue(archiveId) {
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ archiveId }) }),
    );
  },
});
