/**
 * The mail-queue port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/mail-queue.ts; functions/composition hands the implementation to those who take it.
 */
import type { MailKind } from '#functions/domain/mail.js';

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
