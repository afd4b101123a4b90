/**
 * The mail-sender port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/mail-sender.ts; functions/composition hands the implementation to those who take it.
 */

export interface OutgoingMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** The one-click unsubscribe address (HTTPS, POST), when the mail offers one. */
  readonly unsubscribeUrl?: string | undefined;
}

export interface MailSender {
  send(message: OutgoingMail): Promise<void>;
}
