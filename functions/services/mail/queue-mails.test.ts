import { describe, expect, it } from 'vitest';
import type { QueuedMail } from '#functions/ports/mail-queue.js';

import { inMemoryMailLog } from '#test/memory/mail-log.js';
import { queueMails } from './queue-mails.js';

const now = new Date('2026-07-01T10:00:00Z');
const message = (to: string) => ({
  to: [to],
  subject: 'Vos mots de passe',
  text: 'Mot de passe : hT4$kd8P',
  kind: 'passwords' as const,
  stageId: 'st-1',
});

const setUp = (keepBodies: boolean, queueRefuses = false) => {
  const mailLog = inMemoryMailLog();
  const sent: QueuedMail[] = [];
  const loggedWhenQueued: number[] = [];
  const mailJobs = {
    send: async (mails: readonly QueuedMail[]) => {
      loggedWhenQueued.push(mailLog.entries.size);
      if (queueRefuses) throw new Error('Mail queue refused 1 message(s)');
      sent.push(...mails);
    },
  };
  return { deps: { mailLog, mailJobs, keepBodies }, mailLog, sent, loggedWhenQueued };
};

describe('queueMails', () => {
  it('logs every message as queued before queueing it, and answers the ids in order', async () => {
    // Prepare
    const { deps, mailLog, sent, loggedWhenQueued } = setUp(false);
    // Act
    const ids = await queueMails(deps, [message('a@example.org'), message('b@example.org')], now);
    // Assess
    expect(loggedWhenQueued).toEqual([2]);
    expect(sent.map((mail) => [mail.id, mail.to])).toEqual([
      [ids[0], ['a@example.org']],
      [ids[1], ['b@example.org']],
    ]);
    expect(mailLog.entries.get(ids[0] ?? '')).toEqual({
      id: ids[0],
      feed: 'mail',
      to: ['a@example.org'],
      subject: 'Vos mots de passe',
      kind: 'passwords',
      stageId: 'st-1',
      queued_at: now.toISOString(),
      // Forgotten, addresses and all, 90 days after it was queued.
      expires_at: Math.floor(now.getTime() / 1000) + 90 * 24 * 60 * 60,
      status: 'en_file',
    });
  });

  it('keeps bodies in the log only where configured', async () => {
    // Prepare
    const { deps, mailLog } = setUp(true);
    // Act
    const [id] = await queueMails(deps, [message('a@example.org')], now);
    // Assess
    expect(mailLog.entries.get(id ?? '')?.text).toBe('Mot de passe : hT4$kd8P');
  });

  it('keeps the id a sender names, so a mail queued twice is logged once under it', async () => {
    // Prepare
    const { deps, mailLog, sent } = setUp(false);
    const named = { ...message('a@example.org'), id: 'lot-1' };
    // Act
    const first = await queueMails(deps, [named], now);
    const again = await queueMails(deps, [named], new Date(now.getTime() + 60_000));
    // Assess
    expect([first, again]).toEqual([['lot-1'], ['lot-1']]);
    expect(sent.map((mail) => mail.id)).toEqual(['lot-1', 'lot-1']);
    expect([...mailLog.entries.keys()]).toEqual(['lot-1']);
    expect(mailLog.entries.get('lot-1')?.queued_at).toBe(now.toISOString());
  });

  it('fails when the queue refuses, the message staying logged as queued', async () => {
    // Prepare
    const { deps, mailLog } = setUp(false, true);
    // Act
    const failure = await queueMails(deps, [message('a@example.org')], now).catch((e: unknown) => e);
    // Assess
    expect(failure).toBeInstanceOf(Error);
    expect([...mailLog.entries.values()].map((entry) => entry.status)).toEqual(['en_file']);
  });

  it('logs a whole stay of mails a few at a time in parallel, never more than 25 at once', async () => {
    // Prepare: a log whose writes take a moment, counting those in flight.
    const { deps } = setUp(false);
    let inFlight = 0;
    let most = 0;
    const mailLog = {
      recordQueued: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
      },
    };
    const families = Array.from({ length: 200 }, (_, i) => message(`famille${i}@example.org`));
    // Act
    const ids = await queueMails({ ...deps, mailLog }, families, now);
    // Assess
    expect(ids).toHaveLength(200);
    expect(most).toBe(25);
  });
});
