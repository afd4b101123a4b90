/** What every mail log does, the DynamoDB one and the one in memory alike. */

import { describe, expect, it } from 'vitest';
import { newId } from '#functions/domain/ids.js';
import { InvalidCursorError } from '#functions/ports/page-cursor.js';
import type { MailLog, QueuedMailEntry } from '#functions/ports/stores/mail-log.js';

const aMail = (stayId: string, queuedAt: string): QueuedMailEntry => ({
  id: newId(),
  to: ['famille@example.fr'],
  subject: 'Nouvelles photos',
  kind: 'expiry-reminder',
  stageId: stayId,
  queued_at: queuedAt,
});

export const describeMailLogContract = (name: string, makeStore: () => MailLog): void => {
  describe(`mail log contract: ${name}`, () => {
    it('records a message once, sends it once, and never fails it once sent', async () => {
      const log = makeStore();
      const mail = aMail(newId(), '2026-07-08T10:00:00.000Z');
      await log.recordQueued(mail);
      await log.recordQueued({ ...mail, subject: 'Autre' });
      await log.markFailed(mail.id, 'SES refuse', new Date('2026-07-08T10:01:00.000Z'));
      expect(await log.markSent(mail.id, new Date('2026-07-08T10:02:00.000Z'))).toBe(true);
      expect(await log.markSent(mail.id, new Date('2026-07-08T10:03:00.000Z'))).toBe(false);
      await log.markFailed(mail.id, 'Trop tard', new Date('2026-07-08T10:04:00.000Z'));
      expect(await log.get(mail.id)).toEqual({
        ...mail,
        feed: 'mail',
        status: 'envoye',
        sent_at: '2026-07-08T10:02:00.000Z',
        failed_at: '2026-07-08T10:01:00.000Z',
        attempts: 2,
      });
      expect(await log.get(newId())).toBeUndefined();
    });

    it("pages a stay's messages newest first, and refuses a cursor it did not hand out", async () => {
      const log = makeStore();
      const stayId = newId();
      const mails = ['07', '09', '08'].map((day) => aMail(stayId, `2026-07-${day}T10:00:00.000Z`));
      for (const mail of mails) await log.recordQueued(mail);
      await log.recordQueued(aMail(newId(), '2026-07-10T10:00:00.000Z'));
      const first = await log.list({ limit: 2, stageId: stayId });
      expect(first.items.map((item) => item.queued_at.slice(8, 10))).toEqual(['09', '08']);
      const rest = await log.list({ limit: 5, stageId: stayId, cursor: first.next });
      expect(rest).toEqual({ items: [expect.objectContaining({ id: mails[0]?.id })] });
      await expect(log.list({ limit: 2, stageId: stayId, cursor: '2' })).rejects.toThrow(InvalidCursorError);
      await expect(log.list({ limit: 2, stageId: newId(), cursor: first.next })).rejects.toThrow(
        InvalidCursorError,
      );
    });
  });
};
