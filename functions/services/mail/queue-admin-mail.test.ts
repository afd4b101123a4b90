import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import type { MailMessage } from '../../adapters/mail-queue.js';
import type { StageRecord } from '../../domain/stage.js';
import { queueAdminMail } from './queue-admin-mail.js';

const now = new Date('2026-07-01T10:00:00Z');

const setUp = () => {
  const queued: MailMessage[] = [];
  const deps = {
    clock: () => now,
    stages: { get: async (id: string) => (id === 'st-1' ? ({ id } as StageRecord) : undefined) },
    mail: {
      enqueue: async (batch: readonly MailMessage[]) => {
        queued.push(...batch);
        return batch.map((_, i) => `m${i}`);
      },
    },
  };
  return { deps, queued };
};
const input = { subject: 'Mots de passe', message: 'Bonjour', stageId: 'st-1' };

describe('queueAdminMail', () => {
  it('queues one mail per distinct address, case ignored', async () => {
    // Prepare
    const { deps, queued } = setUp();
    // Act
    const answer = await queueAdminMail(deps, { ...input, to: 'a@colo.fr; B@colo.fr,\nb@colo.fr' });
    // Assess
    expect(answer).toEqual({ message: messages.admin.messageSent, queued: 2 });
    expect(queued.map((mail) => mail.to)).toEqual([['a@colo.fr'], ['B@colo.fr']]);
    expect(queued[0]).toMatchObject({
      subject: 'Mots de passe',
      text: 'Bonjour',
      kind: 'passwords',
      stageId: 'st-1',
    });
  });

  it('refuses an invalid address by name, and queues nothing', async () => {
    // Prepare
    const { deps, queued } = setUp();
    // Act
    const refusal = await queueAdminMail(deps, { ...input, to: 'a@colo.fr; pas-une-adresse' }).catch(
      (e: unknown) => e,
    );
    // Assess
    expect(refusal).toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.invalidRecipient('pas-une-adresse'),
    });
    expect(queued).toEqual([]);
  });

  it('refuses an empty list of addresses and an unknown stay', async () => {
    // Prepare
    const { deps } = setUp();
    // Act
    const empty = await queueAdminMail(deps, { ...input, to: ' ; ' }).catch((e: unknown) => e);
    const unknown = await queueAdminMail(deps, { ...input, to: 'a@colo.fr', stageId: 'st-404' }).catch(
      (e: unknown) => e,
    );
    // Assess
    expect(empty).toMatchObject({ kind: 'invalid', message: messages.admin.mailRequired });
    expect(unknown).toMatchObject({ kind: 'not-found', message: messages.api.stageNotFound });
  });
});
