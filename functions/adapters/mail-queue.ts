/**
 * Outgoing mail goes through a queue: requests only enqueue, the mail worker sends through SES at the
 * pace SES allows and records every message in the mail log. Sending to 300 families never holds a
 * request open.
 */
import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { newId } from '../domain/ids.js';
import type { MailLog } from './mail-log.js';

export type MailKind = 'upload-notification' | 'passwords' | 'expiry-reminder' | 'other';

export interface MailMessage {
  /** Recipients of this one message (several addresses share one mail). */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly kind: MailKind;
  readonly stageId?: string;
}

/** A message as it travels in the queue: with the id the mail log and idempotency use. */
export interface QueuedMail extends MailMessage {
  readonly id: string;
  readonly queuedAt: string;
}

export interface MailQueue {
  /** Queues the messages; answers their ids in the same order. */
  enqueue(messages: readonly MailMessage[], now?: Date): Promise<string[]>;
}

const SQS_BATCH = 10;

export interface MailQueueOptions {
  readonly sqs: SQSClient;
  readonly queueUrl: string;
  /** Every queued message is logged first, so administrators see it even before it is sent. */
  readonly log: MailLog;
  /** Keep bodies in the log (locally only: some bodies carry passwords). */
  readonly keepBodies: boolean;
}

export const createSqsMailQueue = ({ sqs, queueUrl, log, keepBodies }: MailQueueOptions): MailQueue => ({
  async enqueue(messages, now = new Date()) {
    const queued: QueuedMail[] = messages.map((message) => ({
      ...message,
      id: newId(now),
      queuedAt: now.toISOString(),
    }));
    for (const mail of queued) {
      await log.recordQueued({
        id: mail.id,
        feed: 'mail',
        to: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        queued_at: mail.queuedAt,
        status: 'en_file',
        ...(mail.stageId ? { stageId: mail.stageId } : {}),
        ...(keepBodies ? { text: mail.text } : {}),
      });
    }
    for (let start = 0; start < queued.length; start += SQS_BATCH) {
      const batch = queued.slice(start, start + SQS_BATCH);
      const answer = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((mail, index) => ({ Id: String(index), MessageBody: JSON.stringify(mail) })),
        }),
      );
      if (answer.Failed && answer.Failed.length > 0) {
        throw new Error(`Mail queue refused ${answer.Failed.length} message(s)`);
      }
    }
    return queued.map((mail) => mail.id);
  },
});
