/**
 * The families' digest of new photos: which photos are new for a family, whether its next digest is
 * due, and what the digest-marks table holds. Pure: no I/O. The daily job reads the photos published
 * lately and each family's mark, asks these rules, then claims the mark and queues the mail.
 *
 * A photo is new for a family when it is visible now (processed, validated, not expired) and was
 * first published after the last photo that family was told about. Photos hidden or deleted before
 * the job runs are not visible and so not counted; validating a photo again keeps its first
 * publication time, so it is never new twice.
 */
import * as z from 'zod';
import { parisDate } from '#shared/paris-date.js';
import { isVisibleToFamilies, type PhotoRecord } from './photo.js';

const DAY_MS = 86_400_000;

/**
 * How far back the job looks for published photos: a family is told about photos of the last two
 * weeks at most, which covers a digest every few days and a job that failed for days on end.
 */
export const DIGEST_LOOKBACK_DAYS = 14;

/** Where the job starts reading photos published (ISO time). */
export const digestWindowStart = (now: Date): string =>
  new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS).toISOString();

/** A family's digest state for one stay, as the photo-digests table holds it. */
export interface DigestMarkRecord {
  readonly stageId: string;
  /** The family's address, lower case. */
  readonly address: string;
  /** Paris day of the last digest queued. */
  readonly last_day?: string | undefined;
  /** First publication time of the newest photo the last digest counted. */
  readonly through?: string | undefined;
  readonly digested_at?: string | undefined;
  /** Set once the family unsubscribed from this stay's digests: none is ever sent again. */
  readonly unsubscribed_at?: string | undefined;
}

export const digestMarkRecordSchema: z.ZodType<DigestMarkRecord> = z.object({
  stageId: z.string(),
  address: z.string(),
  last_day: z.string().optional(),
  through: z.string().optional(),
  digested_at: z.string().optional(),
  unsubscribed_at: z.string().optional(),
});

/** An address as digests are keyed: case and surrounding spaces ignored. */
export const digestAddress = (address: string): string => address.trim().toLowerCase();

const addDays = (isoDay: string, days: number): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The Paris day before which a family's last digest must fall for another one to go today: with a
 * digest every day, any day before today; every two days, the day before yesterday or earlier.
 */
export const lastDayBefore = (now: Date, everyDays: number): string =>
  addDays(parisDate(now), -(everyDays - 1));

/** Whether a family may get a digest today: never unsubscribed, and none within the last days. */
export const digestDue = (mark: DigestMarkRecord | undefined, now: Date, everyDays: number): boolean => {
  if (mark?.unsubscribed_at !== undefined) return false;
  if (mark?.last_day === undefined) return true;
  return mark.last_day < lastDayBefore(now, everyDays);
};

export interface NewPhotos {
  readonly count: number;
  /** First publication time of the newest of them: the next digest counts after it. */
  readonly through: string;
}

/**
 * The photos new for a family told about photos up to `through` (never told: every photo read),
 * among those read; undefined when there is none.
 */
export const newPhotosFor = (
  photos: readonly PhotoRecord[],
  through: string | undefined,
  now: Date,
): NewPhotos | undefined => {
  let count = 0;
  let newest = '';
  for (const photo of photos) {
    const published = photo.published_at;
    if (published === undefined || !isVisibleToFamilies(photo, now)) continue;
    if (through !== undefined && published <= through) continue;
    count += 1;
    if (published > newest) newest = published;
  }
  return count === 0 ? undefined : { count, through: newest };
};

/** Photos grouped by stay, in stay order. */
export const photosByStay = (photos: readonly PhotoRecord[]): Map<string, PhotoRecord[]> => {
  const stays = new Map<string, PhotoRecord[]>();
  for (const photo of [...photos].sort((a, b) => a.stageId.localeCompare(b.stageId))) {
    const list = stays.get(photo.stageId) ?? [];
    list.push(photo);
    stays.set(photo.stageId, list);
  }
  return stays;
};
