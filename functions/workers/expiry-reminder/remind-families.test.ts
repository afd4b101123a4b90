import { describe, expect, it } from 'vitest';
import type { ParticipantRecord } from '#functions/domain/people.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import { expiresAtFor } from '#functions/domain/photo-expiry.js';
import type { MailQueue } from '#functions/ports/mail-queue.js';
import { inMemoryExpiryReminderStore } from '#test/memory/expiry-reminders.js';
import { recordingMailQueue } from '#test/memory/mail-queue.js';
import { stay } from '#test/memory/stay-lookup.js';
import { type ExpiryReminderDeps, remindFamilies } from './remind-families.js';

const NOW = new Date('2026-08-07T08:00:00Z');
const DAY = '2026-08-10';

const photo = (stayId: string, photoId: string): PhotoRecord => ({
  stageId: stayId,
  photoId,
  status: 'prete',
  actif: 1,
  date_depose: '2026-07-25T10:00:00.000Z',
  declared_type: 'image/jpeg',
  declared_size: 1000,
  version: 1,
  duree_diffusion: DAY,
  expires_at: expiresAtFor(DAY),
});

const setUp = (options: { failFor?: string } = {}) => {
  const errors: unknown[] = [];
  const participants: Record<string, ParticipantRecord[]> = {
    s1: [
      { id: 't1', stageId: 's1', nom: 'A', prenom: 'a', email: 'un@example.org' },
      { id: 't2', stageId: 's1', nom: 'B', prenom: 'b', email: 'deux@example.org' },
    ],
    s2: [{ id: 't3', stageId: 's2', nom: 'C', prenom: 'c', email: 'trois@example.org' }],
  };
  const mail = recordingMailQueue(options.failFor);
  const marks = inMemoryExpiryReminderStore();
  const deps: ExpiryReminderDeps = {
    photos: { between: async () => [photo('s1', 'p1'), photo('s1', 'p2'), photo('s2', 'p3')] },
    marks,
    stays: { get: async (id) => (id === 'gone' ? undefined : stay(id)) },
    participantDirectory: { listByStay: async (stayId) => participants[stayId] ?? [] },
    mail,
    logger: {
      info: () => undefined,
      error: (_message, ...details) => {
        errors.push(...details);
      },
    },
    clock: () => NOW,
    siteUrl: 'https://photos.example.org',
    daysBefore: 7,
  };
  return { deps, queued: mail.queued, marks, errors };
};

describe('remindFamilies', () => {
  it('queues one mail per family, addressed to that family alone, with the stay, the date and the link', async () => {
    // Prepare
    const { deps, queued } = setUp();
    // Act
    const run = await remindFamilies(deps);
    // Assess
    expect(run).toEqual({ due: 2, queued: 3 });
    expect(queued.map((mail) => mail.to)).toEqual([
      ['un@example.org'],
      ['deux@example.org'],
      ['trois@example.org'],
    ]);
    const [first] = queued;
    expect(first).toMatchObject({ kind: 'expiry-reminder', stageId: 's1' });
    expect(first?.subject).toContain('Séjour s1');
    expect(first?.subject).toContain('10 août 2026');
    expect(first?.text).toContain('Les 2 photos');
    expect(first?.text).toContain('https://photos.example.org/stage-details/s1');
  });

  it('queues nothing on a second run', async () => {
    // Prepare
    const { deps, queued } = setUp();
    await remindFamilies(deps);
    // Act
    const again = await remindFamilies(deps);
    // Assess
    expect(again).toEqual({ due: 2, queued: 0 });
    expect(queued).toHaveLength(3);
  });

  it('gives back the claim of a mail that could not be queued, reminds the other stays, then fails', async () => {
    // Prepare
    const { deps, queued, marks, errors } = setUp({ failFor: 'deux@example.org' });
    // Act
    const run = remindFamilies(deps);
    // Assess: the run fails, after the other stay's family was reminded
    await expect(run).rejects.toThrow(/1 stay/);
    expect(queued.map((mail) => mail.to[0])).toEqual(['un@example.org', 'trois@example.org']);
    expect([...marks.keys].sort()).toEqual([`s1|${DAY}|un@example.org`, `s2|${DAY}|trois@example.org`]);
    expect(errors).toHaveLength(1);
  });

  it('reminds, on the next run, only the family whose mail failed', async () => {
    // Prepare
    const { deps, queued } = setUp({ failFor: 'deux@example.org' });
    await remindFamilies(deps).catch(() => undefined);
    const repaired: MailQueue = {
      async enqueue(messages) {
        queued.push(...messages);
        return messages.map((_, index) => `retry-${index}`);
      },
    };
    // Act
    const retry = await remindFamilies({ ...deps, mail: repaired });
    // Assess
    expect(retry.queued).toBe(1);
    expect(queued.map((mail) => mail.to[0])).toEqual([
      'un@example.org',
      'trois@example.org',
      'deux@example.org',
    ]);
  });

  it('skips a stay deleted since its photos were read', async () => {
    // Prepare
    const { deps, queued } = setUp();
    // Act
    const run = await remindFamilies({ ...deps, photos: { between: async () => [photo('gone', 'p9')] } });
    // Assess
    expect(run).toEqual({ due: 1, queued: 0 });
    expect(queued).toEqual([]);
  });
});
