/**
 * Sending passwords by mail (spec 001 §2.4): the request only queues one mail per address; the mail
 * worker sends them at the pace SES allows and records each in the mail log, which administrators
 * read here.
 */
import { messages } from '../../../shared/messages.js';
import { splitRecipients } from '../../domain/people.js';
import { ServiceError } from '../../services/service-error.js';
import { requireStay } from '../../services/stays/require-stay.js';
import type { RouteHandlers } from '../route-handler.js';

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

export const adminMailHandlers: RouteHandlers<'sendEmail' | 'listMailLog'> = {
  async sendEmail({ body }, deps) {
    const recipients = splitRecipients(body.to);
    const invalid = recipients.find((address) => !EMAIL.test(address));
    if (invalid !== undefined || recipients.length === 0) {
      throw new ServiceError(
        'invalid',
        invalid ? messages.backOffice.invalidRecipient(invalid) : messages.admin.mailRequired,
      );
    }
    if (body.stageId) await requireStay(deps, body.stageId);
    // One mail per address: families never see each other's addresses, a director gets one mail.
    const ids = await deps.mail.enqueue(
      recipients.map((address) => ({
        to: [address],
        subject: body.subject,
        text: body.message,
        kind: 'passwords' as const,
        ...(body.stageId ? { stageId: body.stageId } : {}),
      })),
      deps.clock(),
    );
    return { body: { message: messages.admin.messageSent, queued: ids.length } };
  },

  async listMailLog({ query }, deps) {
    const page = await deps.mailLog.list({
      limit: query.limit,
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(query.stageId ? { stageId: query.stageId } : {}),
    });
    return {
      body: {
        items: page.items.map((entry) => ({
          id: entry.id,
          to: [...entry.to],
          subject: entry.subject,
          kind: entry.kind,
          stageId: entry.stageId ?? null,
          queued_at: entry.queued_at,
          status: entry.status,
          sent_at: entry.sent_at ?? null,
          error: entry.error ?? null,
        })),
        next: page.next ?? null,
      },
    };
  },
};
