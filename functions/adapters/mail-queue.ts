/**
 * Outgoing mail goes through a queue: requests only enqueue, the mail worker sends through SES at the
 * pace SES allows. Sending to 300 families never holds a request open. This adapter only puts
 * messages on the SQS queue; logging them first is the queueMails use case's rule.
 */

import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import pLimit from 'p-limit';
import type { MailKind } from '#functions/domain/mail.js';
import type { MailJobs, QueuedMail } from '#functions/ports/mail-queue.js';

export type { MailKind };

const SQS_BATCH = 10;
/** Batches sent at once: the 500 batches of a stay of 5,000 families go out in a few seconds. */
const BATCHES_AT_ONCE = 10;

export const createSqsMailJobs = (sqs: SQSClient, queueUrl: string): MailJobs => ({
  async send(mails) {
    const limit = pLimit(BATCHES_AT_ONCE);
    const sendBatch = async (batch: readonly QueuedMail[]) => {
      const answer = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((mail, index) => ({ Id: String(index), MessageBody: JSON.stringify(mail) })),
        }),
      );
      return answer.Failed?.length ?? 0;
    };
    const batches: QueuedMail[][] = [];
    for (let start = 0; start < mails.length; start += SQS_BATCH)
      batches.push(mails.slice(start, start + SQS_BATCH));
    const failed = (await Promise.all(batches.map((batch) => limit(() => sendBatch(batch))))).reduce(
      (sum, count) => sum + count,
      0,
    );
    if (failed > 0) throw new Error(`Mail queue refused ${failed} message(s)`);
  },
});
