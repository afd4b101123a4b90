/**
 * Checks of trainers' batch ends, on the media queue: each waits there its quiet period (SQS
 * DelaySeconds), then the media worker looks whether the batch went on meanwhile.
 */

import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { BatchChecks } from '#functions/ports/batch-checks.js';

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
