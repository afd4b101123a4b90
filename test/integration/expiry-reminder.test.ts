/**
 * The expiry reminder against the emulator: the job finds the stays whose visible photos
 * go within the configured days, queues one mail per family through the mail queue, the mail worker
 * sends them through SES and the mail log (the local outbox) shows them; a second run, or two runs
 * at once, remind nobody twice; moving the date later reminds the families again for the new date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailLogEntry } from '#functions/adapters/stores/mail-log.js';
import { expiryReminderDeps } from '#functions/composition/expiry-reminder.js';
import { frenchDay } from '#functions/domain/expiry-reminder.js';
import { newId } from '#functions/domain/ids.js';
import type { PhotoRecord } from '#functions/domain/photo.js';
import type { StayRecord } from '#functions/domain/stay.js';
import { createExpiryReminderHandler } from '#functions/workers/expiry-reminder/handler.js';
import type { RunningPoller } from '#scripts/local/queue-poller.js';
import { parisDate } from '#shared/paris-date.js';
import { webRoutes } from '#shared/web-routes.js';
import { acceptedPhoto, addFamilies, publishUntil } from '../helpers/family-photos.js';
import { createTestStack, eventually, SITE_ORIGIN, type TestStack } from '../helpers/test-stack.js';

const DAYS_BEFORE = 7;

/** The Paris day `days` from today, as an administrator would pick it. */
const dayFromToday = (days: number): string =>
  new Date(Date.parse(`${parisDate(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('expiry reminder', () => {
  let stack: TestStack;
  let mailWorker: RunningPoller;
  let admin: string;
  let remind: ReturnType<typeof createExpiryReminderHandler>;

  /** A stay with `count` published photos going on `day`, and these families. */
  const stayWithPhotos = async (
    day: string,
    families: readonly string[],
    count = 2,
  ): Promise<{ stage: StayRecord; photos: PhotoRecord[] }> => {
    const stay = await stack.createStay({ nom_stage: `Colo des Cimes ${newId().slice(-4)}` });
    const photos: PhotoRecord[] = [];
    for (let i = 0; i < count; i += 1) photos.push(await acceptedPhoto(stack.deps.photos, stay.id));
    await publishUntil(stack.app, admin, stay.id, photos, day);
    await addFamilies(stack.deps.participants, stay.id, families);
    return { stage: stay, photos };
  };

  const reminders = async (stayId: string): Promise<MailLogEntry[]> =>
    (await stack.deps.mailLog.list({ limit: 100, stageId: stayId })).items.filter(
      (entry) => entry.kind === 'expiry-reminder',
    );

  beforeAll(async () => {
    stack = await createTestStack();
    mailWorker = stack.startWorker('mail');
    admin = await stack.deps.tokens.issueAdminToken('admin');
    remind = createExpiryReminderHandler({
      ...expiryReminderDeps(stack.coreOf('expiry-reminder')),
      daysBefore: DAYS_BEFORE,
    });
  });

  afterAll(async () => {
    await mailWorker?.stop();
  });

  it('sends one mail per family, sent through SES and logged, then none on the next run', async () => {
    // Prepare: two families, one of them listed twice with another case (two children).
    const day = dayFromToday(3);
    const { stage: stay } = await stayWithPhotos(day, [
      'Parent.Un@example.org',
      'parent.un@EXAMPLE.org',
      'parent.deux@example.org',
    ]);

    // Act
    await remind();
    const logged = await eventually(
      () => reminders(stay.id),
      (entries) => entries.length === 2 && entries.every((entry) => entry.status === 'envoye'),
    );

    // Assess
    // Either spelling of the first family's address may be kept (participants come in id order).
    expect(logged.map((entry) => entry.to.map((address) => address.toLowerCase())).sort()).toEqual([
      ['parent.deux@example.org'],
      ['parent.un@example.org'],
    ]);
    const [mail] = logged;
    expect(mail?.subject).toContain(stay.nom_stage);
    expect(mail?.subject).toContain(frenchDay(day));
    expect(mail?.text).toContain(`« ${stay.nom_stage} »`);
    expect(mail?.text).toContain(`Les 2 photos`);
    expect(mail?.text).toContain(frenchDay(day));
    expect(mail?.text).toContain(`${SITE_ORIGIN}${webRoutes.stayDetails(stay.id)}`);

    // Act: the job runs again (every day, or every minute locally)
    await remind();

    // Assess
    expect(await reminders(stay.id)).toHaveLength(2);
  });

  it('reminds each family once when two runs overlap (a repeated scheduler delivery)', async () => {
    // Prepare
    const { stage: stay } = await stayWithPhotos(dayFromToday(DAYS_BEFORE), [
      'a@example.org',
      'b@example.org',
      'c@example.org',
    ]);

    // Act
    await Promise.all([remind(), remind()]);

    // Assess
    const logged = await reminders(stay.id);
    expect(logged.map((entry) => entry.to[0]).sort()).toEqual([
      'a@example.org',
      'b@example.org',
      'c@example.org',
    ]);
  });

  it('reminds the families again for a date the administrator moved later', async () => {
    // Prepare: reminded for the first date
    const first = dayFromToday(2);
    const { stage: stay, photos } = await stayWithPhotos(first, ['famille@example.org'], 1);
    await remind();
    expect(await reminders(stay.id)).toHaveLength(1);

    // Act: the date moves five days later, and the job runs twice
    const moved = dayFromToday(5);
    await publishUntil(stack.app, admin, stay.id, photos, moved);
    await remind();
    await remind();

    // Assess
    const logged = await reminders(stay.id);
    expect(logged).toHaveLength(2);
    expect(logged.filter((entry) => entry.text?.includes(frenchDay(moved)))).toHaveLength(1);
    expect(logged.filter((entry) => entry.text?.includes(`La photo du séjour`))).toHaveLength(2);
  });

  it('sends nothing for a date too far ahead, a past date, hidden photos or a stay without addresses', async () => {
    // Prepare
    const farAhead = await stayWithPhotos(dayFromToday(DAYS_BEFORE + 1), ['loin@example.org']);
    const past = await stayWithPhotos(dayFromToday(-1), ['passe@example.org']);
    const noAddress = await stayWithPhotos(dayFromToday(1), ['', 'pas-une-adresse']);
    const hidden = await stack.createStay();
    const hiddenPhoto = await acceptedPhoto(stack.deps.photos, hidden.id);
    await publishUntil(stack.app, admin, hidden.id, [hiddenPhoto], dayFromToday(1));
    await stack.deps.photos.setActive(hidden.id, hiddenPhoto.photoId, 0);
    await addFamilies(stack.deps.participants, hidden.id, ['cachee@example.org']);

    // Act
    await remind();

    // Assess
    for (const stay of [farAhead.stage, past.stage, noAddress.stage, hidden]) {
      expect(await reminders(stay.id)).toEqual([]);
    }
  });
});
