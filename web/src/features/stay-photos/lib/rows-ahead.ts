/**
 * Rows of the grid drawn beyond the window, grown one row at a time in renders React does in the
 * background. A scroll step then finds its rows already in the page, and no single piece of work is
 * large: React commits a background render in one go, and growing several rows at once made commits
 * of up to twelve tiles, long frames of their own on a slow phone.
 */
import { startTransition, useEffect, useState } from 'react';

export interface RowRange {
  /** First row, inclusive. */
  readonly first: number;
  /** Last row, inclusive; below `first` when there is none. */
  readonly last: number;
}

/**
 * The rows to draw: the window's rows (`first` to `last`, drawn at once), and up to `most` rows on
 * each side of them, added one row per side and per background render. Rows the window leaves behind
 * stay drawn while they are within `most` of it, so a step back finds them too.
 */
export const useRowsAhead = (first: number, last: number, rows: number, most: number): RowRange => {
  const [grown, setGrown] = useState<RowRange>({ first, last });
  // Never fewer than the window's rows, never more than `most` beyond it on each side.
  const drawnFirst = Math.max(0, first - most, Math.min(first, grown.first));
  const drawnLast = Math.min(rows - 1, last + most, Math.max(last, grown.last));
  useEffect(() => {
    const wantFirst = Math.max(0, first - most);
    const wantLast = Math.min(rows - 1, last + most);
    if (drawnFirst <= wantFirst && drawnLast >= wantLast) return;
    startTransition(() =>
      setGrown({ first: Math.max(wantFirst, drawnFirst - 1), last: Math.min(wantLast, drawnLast + 1) }),
    );
  }, [first, last, rows, most, drawnFirst, drawnLast]);
  return { first: drawnFirst, last: drawnLast };
};
