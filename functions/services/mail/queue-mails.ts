/**
 * Queues outgoing mail. Every message is written to the mail log before it is queued, so
 * administrators see it even before it is sent, and the worker finds its entry to mark. Bodies are
 * kept in the log only where configured (locally, for the outbox): some carry passwords.
 */

import pLimit from 'p-limit';
import { newId } from '#functions/domain/ids.js';
import { mailLogExpiry } from '#functions/domain/mail.js';
import type { MailJobs, MailMessage, QueuedMail } from '#functions/ports/mail-queue.js';
import type { MailLog } from '#functions/ports/stores/mail-log.js';

/**
 * Log entries written at once: a mail to the 5,000 families of a stay is logged in a few seconds,
 * well within the API's time limit, where one write after the other took minutes.
 */
const LOGGED_AT_ONCE = 25;

export interface QueueMailsDeps {
  readonly mailLog: Pick<MailLog, 'recordQueued'>;
  readonly mailJobs: MailJobs;
  readonly keepBodies: boolean;
}

/** The ids of the queued messages, in the order given. */
export const queueMails = async (
  deps: QueueMailsDeps,
  messages: readonly MailMessage[],
  now: Date,
): Promise<string[]> => {
  const queued: QueuedMail[] = messages.map((message) => ({
    ...message,
    id: message.id ?? newId(now),
    queuedAt: now.toISOString(),
  }));
  const limit = pLimit(LOGGED_AT_ONCE);
  const record = (mail: QueuedMail) =>
    deps.mailLog.recordQueued({
      id: mail.id,
      to: [...mail.to],
      subject: mail.subject,
      kind: mail.kind,
      queued_at: mail.queuedAt,
      // The addresses are the families' personal data: the log forgets them after its retention.
      expires_at: mailLogExpiry(now),
      ...(mail.stageId ? { stageId: mail.stageId } : {}),
      ...(deps.keepBodies ? { text: mail.text } : {}),
    });
  await Promise.all(queued.map((mail) => limit(() => record(mail))));
  await deps.mailJobs.send(queued);
  return queued.map((mail) => mail.id);
};
