/**
 * When a photo record is forgotten: its `expires_at`, the epoch second DynamoDB TTL removes it at.
 * This module decides it; the photo store applies it on every write. The rule:
 * - a photo signed but not received yet is forgotten PENDING_UPLOAD_TTL_SECONDS after its latest
 *   signing (an upload abandoned for good must not stay listed for ever);
 * - a photo given a deletion date (duree_diffusion, an ISO day chosen by an administrator) goes at
 *   the end of that day in Paris, whatever its status;
 * - a processed photo without a deletion date is kept: processing drops the pending time.
 * Pure: no I/O.
 */
import { PENDING_UPLOAD_TTL_SECONDS } from '#shared/limits.js';

const PARIS = 'Europe/Paris';

/** Offset of Europe/Paris from UTC at `instant`, in minutes (60 in winter, 120 in summer). */
const parisOffsetMinutes = (instant: Date): number => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
};

/** The instant Paris wall-clock midnight starts `isoDay` (Paris has no DST change at midnight). */
const parisMidnight = (isoDay: string): Date => {
  const utcMidnight = new Date(`${isoDay}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ||
    Number.isNaN(utcMidnight.getTime()) ||
    utcMidnight.toISOString().slice(0, 10) !== isoDay
  ) {
    throw new RangeError(`Not an ISO day: ${isoDay}`);
  }
  // The offset an hour before UTC midnight is the offset in force at Paris midnight.
  const offset = parisOffsetMinutes(new Date(utcMidnight.getTime() - 3_600_000));
  return new Date(utcMidnight.getTime() - offset * 60_000);
};

const nextIsoDay = (isoDay: string): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * TTL of a photo to delete on `deletionDay`: the end of that day in Europe/Paris, i.e. the first
 * second of the next Paris day, in epoch seconds. Families still see the photo all that day.
 */
export const expiresAtFor = (deletionDay: string): number => {
  parisMidnight(deletionDay); // refuses what is not a calendar day before any arithmetic
  return Math.floor(parisMidnight(nextIsoDay(deletionDay)).getTime() / 1000);
};

/** TTL of a photo signed at `signedAt` and not received yet. */
export const pendingExpiresAt = (signedAt: Date): number =>
  Math.floor(signedAt.getTime() / 1000) + PENDING_UPLOAD_TTL_SECONDS;
