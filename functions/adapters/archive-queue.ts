/**
 * Archive jobs on the archive queue: one message per part of an archive, `{ archiveId, part }`, for
 * the archive worker (parts are built in parallel, and a part whose worker ran short of time is
 * sent again from where it stopped).
 */
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';

export interface ArchiveQueue {
  /** Asks a worker to build (or go on with) one part of the archive recorded under this id. */
  enqueue(archiveId: string, part: number): Promise<void>;
}

export const createSqsArchiveQueue = (sqs: SQSClient, queueUrl: string): ArchiveQueue => ({
  async enqueue(archiveId, part) {
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ archiveId, part }) }),
    );
  },
});
