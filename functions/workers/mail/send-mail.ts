/**
 * The mail job for one queued message: send it through SES once, and record the outcome in the mail
 * log. SQS delivers at least once: a message the log already marks as sent is not sent again.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import type { QueuedMail } from '#functions/ports/mail-queue.js';
import type { MailSender } from '#functions/ports/mail-sender.js';
import type { MailLog } from '#functions/ports/stores/mail-log.js';

export interface MailJobDeps {
  readonly sender: MailSender;
  readonly mailLog: Pick<MailLog, 'get' | 'markSent' | 'markFailed'>;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
  readonly clock: () => Date;
}

export type MailOutcome = 'sent' | 'already-sent';

export const sendQueuedMail = async (deps: MailJobDeps, mail: QueuedMail): Promise<MailOutcome> => {
  const logged = await deps.mailLog.get(mail.id);
  if (logged?.status === 'envoye') return 'already-sent';
  try {
    await deps.sender.send(mail);
  } catch (error) {
    // Recorded for the administrators, then thrown so SQS retries and, in the end, dead-letters it.
    await deps.mailLog.markFailed(
      mail.id,
      error instanceof Error ? error.message : String(error),
      deps.clock(),
    );
    throw error;
  }
  await deps.mailLog.markSent(mail.id, deps.clock());
  deps.logger.info('Mail sent', { mailId: mail.id, kind: mail.kind, recipients: mail.to.length });
  return 'sent';
};
