/**
 * Sending passwords by mail: the request only queues one mail per address; the mail worker sends
 * them at the pace SES allows and records each in the mail log, which administrators read here.
 */
import { listMailLog } from '#functions/services/mail/list-mail-log.js';
import { queueAdminMail } from '#functions/services/mail/queue-admin-mail.js';
import type { RouteHandlers } from '../route-handler.js';

export const adminMailHandlers: RouteHandlers<'sendEmail' | 'listMailLog'> = {
  async sendEmail({ body }, deps) {
    return { body: await queueAdminMail(deps, body) };
  },

  async listMailLog({ query }, deps) {
    return { body: await listMailLog(deps, query) };
  },
};
