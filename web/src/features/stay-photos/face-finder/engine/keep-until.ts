/**
 * How long the device keeps a stay's templates and references: until the stay's photos expire when
 * that date is known, otherwise a few weeks after the family last opened the finder, so that
 * nothing lingers on a phone long after the stay.
 */

/** Kept this long after the last opening when the stay gives no expiry date. */
export const KEEP_WITHOUT_DATE_MS = 30 * 24 * 60 * 60 * 1000;

/** The instant (ms) after which a stay's records are deleted. */
export const keepUntil = (expiresAt: string | null, now: number): number => {
  const date = expiresAt === null ? Number.NaN : Date.parse(expiresAt);
  return Number.isFinite(date) ? date : now + KEEP_WITHOUT_DATE_MS;
};

/** Whether records kept until `until` must be deleted at `now`. */
export const isExpired = (until: number, now: number): boolean => until <= now;
