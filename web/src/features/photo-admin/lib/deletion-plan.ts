/**
 * What saving /photos-modify does to deletion dates: the date goes to the photos ticked visible
 * only (a hidden photo keeps its own), and a date of today or earlier needs the administrator's
 * confirmation, since those photos go tonight or at once.
 */

import { parisDate } from '#shared/paris-date';

export interface DeletionPlan {
  /** How many photos the date will delete now or tonight; 0 when the date is to come. */
  readonly goingNow: number;
  /** The date is today (the photos go tonight) rather than already past. */
  readonly today: boolean;
}

export const deletionPlan = (day: string, visibleCount: number, now: Date): DeletionPlan => {
  const today = parisDate(now);
  return { goingNow: day <= today ? visibleCount : 0, today: day === today };
};
