/**
 * Checks of trainers' batch ends, on the media queue: each waits there its quiet period (SQS
 * DelaySeconds), then the media worker looks whether the batch went on meanwhile.
 */
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { BatchCheck } from '#functions/domain/upload-batch.js';

export interface BatchChecks {
  /** Puts the check on the queue, to be delivered in `delaySeconds` (at most 900). */
  schedule(check: BatchCheck, delaySeconds: number): Promise<void>;
}

export const createSqsBatchChecks = (sqs: SQSClient, queueUrl: string): BatchChecks => ({
  async schedule(check, delaySeconds) {
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: JSON.stringify(check),
        DelaySeconds: delaySeconds,
      }),
    );
  },
});
