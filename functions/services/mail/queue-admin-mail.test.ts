import { describe, expect, it } from 'vitest';
import type { MailMessage } from '#functions/ports/mail-queue.js';

import { messages } from '#shared/messages.js';
import { aDirector, aFamily } from '#test/fixtures/people.js';
import { aStay } from '#test/fixtures/stay-records.js';
import { inMemoryDirectorStore } from '#test/memory/directors.js';
import { inMemoryParticipantStore } from '#test/memory/participants.js';
import { inMemoryStayStore } from '#test/memory/stays.js';
import { queueAdminMail } from './queue-admin-mail.js';

const now = new Date('2026-07-01T10:00:00Z');

const setUp = (families = [aFamily({ id: 'p1', stageId: 'st-1', email: 'lea@famille.test' })]) => {
  const queued: MailMessage[] = [];
  const deps = {
    clock: () => now,
    stays: inMemoryStayStore([aStay({ id: 'st-1' })]),
    participants: inMemoryParticipantStore(families),
    directors: inMemoryDirectorStore([
      aDirector({ id: 'd1', stageId: 'st-1', mail: 'sophie@colo.test', cat: 'centre' }),
      aDirector({ id: 'd2', stageId: 'st-1', mail: 'SOPHIE@colo.test', cat: 'sejour' }),
      aDirector({ id: 'd3', stageId: 'st-2', mail: 'ailleurs@colo.test' }),
    ]),
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

  it("addresses the whole stay's families itself, one mail per address, typed ones added", async () => {
    // Prepare: siblings share an address (case aside), one family has none.
    const { deps, queued } = setUp([
      aFamily({ id: 'p1', stageId: 'st-1', email: 'lea@famille.test' }),
      aFamily({ id: 'p2', stageId: 'st-1', email: 'LEA@famille.test ' }),
      aFamily({ id: 'p3', stageId: 'st-1', email: '' }),
      aFamily({ id: 'p4', stageId: 'st-1', email: 'tom@famille.test' }),
      aFamily({ id: 'p5', stageId: 'st-2', email: 'autre@famille.test' }),
    ]);
    // Act
    const answer = await queueAdminMail(deps, {
      ...input,
      stayRecipients: 'stagiaire',
      to: 'Tom@famille.test; copie@colo.fr',
    });
    // Assess
    expect(answer).toEqual({ message: messages.admin.messageSent, queued: 3 });
    expect(queued.map((mail) => mail.to[0]).sort()).toEqual([
      'copie@colo.fr',
      'lea@famille.test',
      'tom@famille.test',
    ]);
  });

  it("addresses the stay's directors once each, whatever their categories", async () => {
    // Prepare
    const { deps, queued } = setUp();
    // Act
    const answer = await queueAdminMail(deps, { ...input, stayRecipients: 'formateur' });
    // Assess
    expect(answer.queued).toBe(1);
    expect(queued.map((mail) => mail.to)).toEqual([['sophie@colo.test']]);
  });

  it('refuses an invalid address by name, typed or stored, and queues nothing', async () => {
    // Prepare
    const { deps, queued } = setUp([
      aFamily({ id: 'p1', stageId: 'st-1', email: 'pas-une-adresse-stockee' }),
    ]);
    // Act
    const typed = await queueAdminMail(deps, { ...input, to: 'a@colo.fr; pas-une-adresse' }).catch(
      (e: unknown) => e,
    );
    const stored = await queueAdminMail(deps, { ...input, stayRecipients: 'stagiaire' }).catch(
      (e: unknown) => e,
    );
    // Assess
    expect(typed).toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.invalidRecipient('pas-une-adresse'),
    });
    expect(stored).toMatchObject({
      kind: 'invalid',
      message: messages.backOffice.invalidRecipient('pas-une-adresse-stockee'),
    });
    expect(queued).toEqual([]);
  });

  it('refuses no address at all, a whole stay without its id, and an unknown stay', async () => {
    // Prepare
    const { deps } = setUp([]);
    // Act
    const empty = await queueAdminMail(deps, { ...input, to: ' ; ' }).catch((e: unknown) => e);
    const emptyStay = await queueAdminMail(deps, { ...input, stayRecipients: 'stagiaire' }).catch(
      (e: unknown) => e,
    );
    const noStay = await queueAdminMail(deps, {
      subject: 's',
      message: 'm',
      stayRecipients: 'stagiaire',
    }).catch((e: unknown) => e);
    const unknown = await queueAdminMail(deps, { ...input, to: 'a@colo.fr', stageId: 'st-404' }).catch(
      (e: unknown) => e,
    );
    // Assess
    expect(empty).toMatchObject({ kind: 'invalid', message: messages.admin.mailRequired });
    expect(emptyStay).toMatchObject({ kind: 'invalid', message: messages.admin.mailRequired });
    expect(noStay).toMatchObject({ kind: 'invalid', message: messages.backOffice.stayRecipientsNeedStay });
    expect(unknown).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
