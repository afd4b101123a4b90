/**
 * The expiry reminder job: every family of a stay whose photos go within the configured days gets
 * one mail per deletion date, through the mail queue. Each family is claimed (a conditional write)
 * before its mail is queued, so runs that overlap or repeat never remind a family twice; a mail that
 * could not be queued gives its claim back, so the next run tries again.
 */

import type { Logger } from '@aws-lambda-powertools/logger';
import {
  type DueReminder,
  dueReminders,
  familiesToRemind,
  frenchDay,
  reminderWindow,
} from '#functions/domain/expiry-reminder.js';
import type { StayRecord } from '#functions/domain/stay.js';
import type { MailMessage, MailQueue } from '#functions/ports/mail-queue.js';
import type { ExpiryReminderStore } from '#functions/ports/stores/expiry-reminders.js';
import type { ParticipantDirectory } from '#functions/ports/stores/participants.js';
import type { PhotoStore } from '#functions/ports/stores/photos/photo-store.js';
import { messages } from '#shared/messages.js';
import { webRoutes } from '#shared/web-routes.js';

export interface ExpiryReminderDeps {
  readonly photos: Pick<PhotoStore, 'between'>;
  readonly marks: ExpiryReminderStore;
  readonly stays: { get(id: string): Promise<StayRecord | undefined> };
  readonly participantDirectory: ParticipantDirectory;
  readonly mail: MailQueue;
  readonly logger: Pick<Logger, 'info' | 'error'>;
  readonly clock: () => Date;
  /** The public address of the site, for the link to the stay's photos. */
  readonly siteUrl: string;
  /** Days before the deletion date when the reminder goes. */
  readonly daysBefore: number;
}

export interface ReminderRun {
  /** Stays and dates due a reminder in this run (whether or not anyone was left to remind). */
  readonly due: number;
  /** Mails queued by this run. */
  readonly queued: number;
}

const reminderMail = (stay: StayRecord, due: DueReminder, address: string, siteUrl: string): MailMessage => {
  const date = frenchDay(due.deletionDay);
  const link = `${siteUrl}${webRoutes.stayDetails(stay.id)}`;
  return {
    to: [address],
    subject: messages.expiryReminder.mailSubject(stay.nom_stage, date),
    text: messages.expiryReminder.mailText(stay.nom_stage, date, due.photoCount, link),
    kind: 'expiry-reminder',
    stageId: stay.id,
  };
};

/** Reminds the families of one stay for one date; answers how many mails were queued. */
const remindStay = async (deps: ExpiryReminderDeps, due: DueReminder, now: Date): Promise<number> => {
  const stay = await deps.stays.get(due.stageId);
  if (!stay) return 0; // the stay was deleted: its photos go with it
  const [participants, reminded] = await Promise.all([
    deps.participantDirectory.listByStay(due.stageId),
    deps.marks.remindedFor(due.stageId, due.deletionDay),
  ]);
  const addresses = familiesToRemind(
    participants.map((participant) => participant.email),
    reminded,
  );
  let queued = 0;
  // One mail per family, one after another: the families never see each other's addresses, and a
  // failure leaves every other family's claim exact.
  for (const address of addresses) {
    const mark = { stageId: due.stageId, deletionDay: due.deletionDay, address };
    if (!(await deps.marks.claim(mark, now))) continue; // another run reminded this family
    try {
      await deps.mail.enqueue([reminderMail(stay, due, address, deps.siteUrl)], now);
    } catch (error) {
      await deps.marks.release(mark);
      throw error;
    }
    queued += 1;
  }
  return queued;
};

/**
 * One run over every stay. A stay that fails does not stop the others; the run fails at the end so
 * the scheduler retries it (and alarms), and the retry reminds only the families still left.
 */
export const remindFamilies = async (deps: ExpiryReminderDeps): Promise<ReminderRun> => {
  const now = deps.clock();
  const { first, last } = reminderWindow(now, deps.daysBefore);
  const due = dueReminders(await deps.photos.between(first, last), now, deps.daysBefore);
  let queued = 0;
  const failures: unknown[] = [];
  for (const reminder of due) {
    try {
      queued += await remindStay(deps, reminder, now);
    } catch (error) {
      deps.logger.error('Expiry reminder failed for a stay', {
        stageId: reminder.stageId,
        deletionDay: reminder.deletionDay,
        error,
      });
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `Expiry reminders failed for ${failures.length} stay(s)`);
  }
  return { due: due.length, queued };
};
