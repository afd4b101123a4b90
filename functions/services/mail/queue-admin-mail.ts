/**
 * An administrator mails a stay's passwords (or any message) to a list of addresses. The request only
 * queues the mail; the mail worker sends it at the pace SES allows.
 */
import { messages } from '../../../shared/messages.js';
import type { MailQueue } from '../../adapters/mail-queue.js';
import { isMailAddress } from '../../domain/mail.js';
import { splitRecipients } from '../../domain/people.js';
import { ServiceError } from '../service-error.js';
import { type RequireStayDeps, requireStay } from '../stays/require-stay.js';

export interface QueueAdminMailDeps extends RequireStayDeps {
  readonly mail: MailQueue;
  readonly clock: () => Date;
}

export interface QueueAdminMailInput {
  /** Addresses as typed, separated by semicolons, commas or lines. */
  readonly to: string;
  readonly subject: string;
  readonly message: string;
  readonly stageId?: string | undefined;
}

export const queueAdminMail = async (
  deps: QueueAdminMailDeps,
  input: QueueAdminMailInput,
): Promise<{ readonly message: string; readonly queued: number }> => {
  const recipients = splitRecipients(input.to);
  const invalid = recipients.find((address) => !isMailAddress(address));
  if (invalid !== undefined || recipients.length === 0) {
    throw new ServiceError(
      'invalid',
      invalid ? messages.backOffice.invalidRecipient(invalid) : messages.admin.mailRequired,
    );
  }
  const { stageId } = input;
  if (stageId) await requireStay(deps, stageId);
  // One mail per address: families never see each other's addresses, a director gets one mail.
  const ids = await deps.mail.enqueue(
    recipients.map((address) => ({
      to: [address],
      subject: input.subject,
      text: input.message,
      kind: 'passwords' as const,
      ...(stageId ? { stageId } : {}),
    })),
    deps.clock(),
  );
  return { message: messages.admin.messageSent, queued: ids.length };
};
