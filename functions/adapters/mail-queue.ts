/**
 * Outgoing mail goes through a queue: requests only enqueue, the mail worker sends through SES at the
 * pace SES allows. Sending to 300 families never holds a request open. This adapter only puts
 * messages on the SQS queue; logging them first is the queueMails use case's rule.
 */
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import pLimit from 'p-limit';
import type { MailKind } from '#functions/domain/mail.js';

export type { MailKind };

export interface MailMessage {
  /** Recipients of this one message (several addresses share one mail). */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly kind: MailKind;
  readonly stageId?: string;
  /** One-click unsubscribe address: the mail then carries the List-Unsubscribe headers. */
  readonly unsubscribeUrl?: string;
  /**
   * Set by a sender that may queue the same mail again (a job run twice): the repeat is then the
   * same message, logged once and sent once. Otherwise a new id is drawn.
   */
  readonly id?: string;
}

/** A message as it travels in the queue: with the id the mail log and idempotency use. */
export interface QueuedMail extends MailMessage {
  readonly id: string;
  readonly queuedAt: string;
}

/** What senders of mail see: the messages are logged and queued; their ids come back in order. */
export interface MailQueue {
  enqueue(messages: readonly MailMessage[], now?: Date): Promise<string[]>;
}

/** The SQS queue the mail worker reads. */
export interface MailJobs {
  /** Puts the messages on the queue; throws when the queue refuses any. */
  send(mails: readonly QueuedMail[]): Promise<void>;
}

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
