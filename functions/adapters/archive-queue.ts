/**
 * Archive jobs on the archive queue: one message per part of an archive, `{ archiveId, part }`, for
 * the archive worker (parts are built in parallel, and a part whose worker ran short of time is
 * sent again from where it stopped).
 */

import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { ArchiveQueue } from '#functions/ports/archive-queue.js';

export const createSqsArchiveQueue = (sqs: SQSClient, queueUrl: string): ArchiveQueue => ({
  async enqueue(archiveId, part) {
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ archiveId, part }) }),
    );
  },
});
