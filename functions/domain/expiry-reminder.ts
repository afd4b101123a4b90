/**
 * The reminder families get before their photos are deleted: which stays are due one and for which
 * deletion date, which addresses still need it, and what it says. Pure: no I/O. The daily job reads
 * the photos and the reminders already sent, asks these rules, then writes.
 */
import * as z from 'zod';
import { parisDate } from '#shared/paris-date.js';
import { splitRecipients } from './people.js';
import { isVisibleToFamilies, type PhotoRecord } from './photo.js';
import { expiresAtFor } from './photo-expiry.js';

/** A stay whose visible photos go on `deletionDay`, close enough for its families to be told. */
export interface DueReminder {
  readonly stageId: string;
  readonly deletionDay: string;
  /** Photos of the stay the families still see that go that day. */
  readonly photoCount: number;
}

/** Marks are kept a week past the date: long enough for a late run, short enough to stay small. */
const MARK_KEPT_DAYS = 7;
const DAY_SECONDS = 86_400;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const addDays = (isoDay: string, days: number): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_SECONDS * 1000).toISOString().slice(0, 10);

/**
 * The deletion days a reminder goes out for today: from today (a photo stays visible all its last
 * day, so that morning is still worth a mail) to `daysBefore` days ahead, in Paris days.
 */
export const reminderWindow = (now: Date, daysBefore: number): { first: string; last: string } => {
  const today = parisDate(now);
  return { first: today, last: addDays(today, daysBefore) };
};

/**
 * The (stay, deletion day) pairs due a reminder: some photo the families still see goes on a day of
 * the window. A stay with photos going on two days of the window is due two reminders, one per day.
 */
export const dueReminders = (
  photos: readonly PhotoRecord[],
  now: Date,
  daysBefore: number,
): DueReminder[] => {
  const { first, last } = reminderWindow(now, daysBefore);
  const counts = new Map<string, DueReminder>();
  for (const photo of photos) {
    const day = photo.duree_diffusion;
    if (day === undefined || !ISO_DAY.test(day) || day < first || day > last) continue;
    if (!isVisibleToFamilies(photo, now)) continue;
    const key = `${photo.stageId}#${day}`;
    const counted = counts.get(key);
    counts.set(key, {
      stageId: photo.stageId,
      deletionDay: day,
      photoCount: (counted?.photoCount ?? 0) + 1,
    });
  }
  return [...counts.values()].sort(
    (a, b) => a.deletionDay.localeCompare(b.deletionDay) || a.stageId.localeCompare(b.stageId),
  );
};

/** An address as reminders are keyed: case and surrounding spaces ignored. */
export const normalisedAddress = (address: string): string => address.trim().toLowerCase();

const emailSchema = z.email();

/**
 * The families' addresses to remind for one date: each distinct address (case ignored) once, well
 * formed (the mail worker refuses the rest), minus those already reminded for that date.
 */
export const familiesToRemind = (
  familyAddresses: readonly (string | undefined)[],
  alreadyReminded: readonly string[],
): string[] => {
  const reminded = new Set(alreadyReminded.map(normalisedAddress));
  const field = familyAddresses.filter((address) => address !== undefined).join(';');
  return splitRecipients(field).filter(
    (address) => emailSchema.safeParse(address).success && !reminded.has(normalisedAddress(address)),
  );
};

/**
 * A reminder already sent, as the expiry-reminders table holds it: one per stay, deletion day and
 * family address, `reminder` being `day#address` so a stay's marks for one day are read at once.
 */
export interface ReminderMarkRecord {
  readonly stageId: string;
  readonly reminder: string;
  readonly deletion_day: string;
  /** The family's address, lower case. */
  readonly address: string;
  readonly reminded_at: string;
  /** Epoch seconds: TTL of the mark. */
  readonly expires_at: number;
}

/** What the expiry-reminders table holds, checked on every read. */
export const reminderMarkRecordSchema: z.ZodType<ReminderMarkRecord> = z.object({
  stageId: z.string(),
  reminder: z.string(),
  deletion_day: z.string(),
  address: z.string(),
  reminded_at: z.string(),
  expires_at: z.number(),
});

/** When a reminder mark may go (epoch seconds, the TTL of the marks table). */
export const reminderMarkExpiresAt = (deletionDay: string): number =>
  expiresAtFor(deletionDay) + MARK_KEPT_DAYS * DAY_SECONDS;

const frenchMonthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An ISO day as written in a French letter: « 14 août 2026 », « 1er août 2026 ». */
export const frenchDay = (isoDay: string): string => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (!ISO_DAY.test(isoDay) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDay) {
    throw new RangeError(`Not an ISO day: ${isoDay}`);
  }
  const day = date.getUTCDate();
  return `${day === 1 ? '1er' : String(day)} ${frenchMonthYear.format(date)}`;
};
