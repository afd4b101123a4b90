/**
 * How long media links live, by what they open. A link's expiry is the end of the current step plus
 * a margin, so every link to the same object signed within one step is the very same URL (RSA
 * PKCS#1 v1.5 signatures are deterministic): the browser, whose cache is keyed by the URL, serves it
 * again for the whole step, and it stays valid at least `marginSeconds`.
 */
import { MEDIA_URL_STEP_SECONDS, MEDIA_URL_TTL_SECONDS } from './limits.js';

export type LinkLifetime = 'hour' | 'day';

export interface LinkSteps {
  readonly stepSeconds: number;
  /** Where the steps start, after midnight UTC. */
  readonly offsetSeconds: number;
  readonly marginSeconds: number;
}

export const LINK_STEPS: Readonly<Record<LinkLifetime, LinkSteps>> = {
  /**
   * Links that open much: a whole stay's photos for trainers and administrators (originals, photos
   * awaiting validation and hidden ones included), stay files, zips. One passed on dies soon.
   */
  hour: {
    stepSeconds: MEDIA_URL_STEP_SECONDS,
    offsetSeconds: 0,
    marginSeconds: MEDIA_URL_TTL_SECONDS - MEDIA_URL_STEP_SECONDS,
  },
  /**
   * A family's links, each to the copies of one published photo: the same URL all day, so a family
   * coming back finds its thumbnails in the browser's cache. The day turns at 02:00 UTC (04:00 in
   * Paris in summer, 03:00 in winter), when families sleep. Hiding the photo moves its copies, which
   * ends these links long before they expire (shared/media-keys.ts).
   */
  day: { stepSeconds: 24 * 60 * 60, offsetSeconds: 2 * 60 * 60, marginSeconds: 24 * 60 * 60 },
};

/** The longest a link may live: a day link signed just after its step started. */
export const longestLinkSeconds = (lifetime: LinkLifetime): number =>
  LINK_STEPS[lifetime].stepSeconds + LINK_STEPS[lifetime].marginSeconds;

/** The expiry of a link of `lifetime` signed at `now`: the end of the current step plus the margin. */
export const linkExpiry = (now: Date, lifetime: LinkLifetime): Date => {
  const { stepSeconds, offsetSeconds, marginSeconds } = LINK_STEPS[lifetime];
  const step = stepSeconds * 1000;
  const offset = offsetSeconds * 1000;
  const start = Math.floor((now.getTime() - offset) / step) * step + offset;
  return new Date(start + step + marginSeconds * 1000);
};
