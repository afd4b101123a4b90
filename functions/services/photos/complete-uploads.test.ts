import { describe, expect, it } from 'vitest';
import type { MailMessage } from '#functions/ports/mail-queue.js';

import { messages } from '#shared/messages.js';
import { inMemoryPhotoStore, pendingPhoto, readyPhoto } from '#test/memory/photos.js';
import { stay, stayLookup } from '#test/memory/stay-lookup.js';
import { completeUploads } from './complete-uploads.js';

const NOW = new Date('2026-07-25T12:00:00Z');
const RECENT = '2026-07-25T11:00:00.000Z';

const world = () => {
  const photos = inMemoryPhotoStore();
  photos.seed(
    readyPhoto('stay1', 'p1', { date_depose: RECENT }),
    readyPhoto('stay1', 'p2', { date_depose: RECENT }),
    pendingPhoto('stay1', 'p3', { date_depose: RECENT }),
    readyPhoto('stay1', 'p4', { date_depose: '2026-07-01T10:00:00.000Z' }),
  );
  const sent: MailMessage[] = [];
  const mail = {
    async enqueue(messages: readonly MailMessage[]) {
      sent.push(...messages);
      return messages.map((_, i) => `mail-${sent.length - messages.length + i}`);
    },
  };
  const config = { siteUrl: 'https://portail.test', adminNotifyEmail: 'admin@portail.test' };
  const deps = {
    stays: stayLookup(stay('stay1', { nom_stage: 'Colo du lac' })),
    photos,
    mail,
    config,
    clock: () => NOW,
  };
  return { deps, sent };
};

describe('completeUploads', () => {
  it('queues one mail counting the recent photos processed and not yet announced', async () => {
    // Prepare
    const { deps, sent } = world();
    // Act
    const answer = await completeUploads(deps, 'stay1');
    // Assess
    expect(answer).toEqual({ message: messages.trainer.uploadsCompleted, mailId: 'mail-0' });
    expect(sent).toEqual([
      {
        to: ['admin@portail.test'],
        subject: messages.trainer.mailSubject(2, 'Colo du lac'),
        text: messages.trainer.mailText(2, 'Colo du lac', 'https://portail.test/photos-modify/stay1'),
        kind: 'upload-notification',
        stageId: 'stay1',
      },
    ]);
  });

  it('sends nothing the second time: each photo is counted in one mail only', async () => {
    // Prepare
    const { deps, sent } = world();
    await completeUploads(deps, 'stay1');
    // Act
    const again = await completeUploads(deps, 'stay1');
    // Assess
    expect(again).toEqual({ message: messages.trainer.uploadsCompleted });
    expect(sent).toHaveLength(1);
  });

  it('refuses an unknown stay as not found', async () => {
    const { deps } = world();
    const refusal = await completeUploads(deps, 'nowhere').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ kind: 'not-found', message: messages.api.stayNotFound });
  });
});
