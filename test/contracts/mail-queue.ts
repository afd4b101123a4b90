/** What queueing mail does, through SQS and in memory alike: what the mail worker receives. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import type { MailMessage, MailQueue } from '#functions/ports/mail-queue.js';

export interface MailQueueProbe {
  readonly queue: MailQueue;
  /** The queued mails with these ids that the mail worker receives, once all of them have arrived. */
  received(ids: readonly string[]): Promise<readonly MailMessage[]>;
}

const mailTo = (name: string): MailMessage => ({
  to: [`${name}@example.org`],
  subject: `Des nouvelles de ${name}`,
  text: `Bonjour ${name},`,
  kind: 'other',
});

/** What the worker needs of each mail, by id. */
const byId = (mails: readonly MailMessage[]) =>
  Object.fromEntries(mails.map(({ id, to, subject, text }) => [id, { to, subject, text }]));

export const describeMailQueueContract = (name: string, makeQueue: () => MailQueueProbe): void => {
  describe(`mail queue contract: ${name}`, () => {
    it('answers one new id per message, in the order given, and queues each mail under its id', async () => {
      const { queue, received } = makeQueue();
      const mails = [mailTo(`a${newId()}`), mailTo(`b${newId()}`), mailTo(`c${newId()}`)];
      const ids = await queue.enqueue(mails);
      expect(new Set(ids).size).toBe(mails.length);
      expect(byId(await received(ids))).toEqual(
        byId(mails.map((mail, index) => ({ ...mail, id: ids[index] }))),
      );
    });

    it('keeps the id a sender gives, so that a job run twice queues the same mail', async () => {
      const { queue, received } = makeQueue();
      const mail = { ...mailTo(`d${newId()}`), id: newId() };
      expect(await queue.enqueue([mail])).toEqual([mail.id]);
      expect(byId(await received([mail.id]))).toEqual(byId([mail]));
    });
  });
};
