/**
 * Which rows of the gallery grid are near the screen, from the window's scroll. Every row of the grid
 * has the same height (square tiles), so the rows to draw are plain arithmetic: no measuring, no
 * per-row cache. This is all the windowing the gallery needs, at a fraction of the weight of a
 * general-purpose virtualiser built for rows of unknown heights.
 */
import { useEffect, useState } from 'react';

export interface RowWindow {
  /** First row to draw, inclusive. */
  readonly first: number;
  /** Last row to draw, inclusive; -1 when there is none. */
  readonly last: number;
  /** The rows on the screen itself, without the overscan; `shownLast` is -1 when none is. */
  readonly shownFirst: number;
  readonly shownLast: number;
}

export interface RowView {
  readonly rows: number;
  /** From the top of one row to the top of the next, CSS pixels. */
  readonly rowPitch: number;
  /** Rows drawn beyond the screen, above and below. */
  readonly overscan: number;
  /** Where the grid starts in the page. */
  readonly gridTop: number;
  readonly scrollTop: number;
  readonly viewportHeight: number;
}

const NONE: RowWindow = { first: 0, last: -1, shownFirst: 0, shownLast: -1 };

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Where the window is: what the rows to draw depend on besides the grid's own geometry. */
type Viewport = Pick<RowView, 'scrollTop' | 'viewportHeight'>;

/**
 * The rows the screen crosses, as if the grid went on for ever above and below: what a reading of
 * the window changes in the rows to draw, whatever the number of rows.
 */
const screenRows = (
  rowPitch: number,
  gridTop: number,
  { scrollTop, viewportHeight }: Viewport,
): { readonly screenFirst: number; readonly screenLast: number } => ({
  screenFirst: Math.floor((scrollTop - gridTop) / rowPitch),
  screenLast: Math.ceil((scrollTop - gridTop + viewportHeight) / rowPitch) - 1,
});

/** The rows that cross the screen, plus `overscan` on each side, within the grid. */
export const rowWindow = (view: RowView): RowWindow => {
  const { rows, rowPitch, overscan } = view;
  if (rows <= 0 || !(rowPitch > 0)) return NONE;
  const { screenFirst, screenLast } = screenRows(rowPitch, view.gridTop, view);
  const last = clamp(screenLast + overscan, 0, rows - 1);
  const first = clamp(screenFirst - overscan, 0, last);
  const shown = screenLast >= 0 && screenFirst < rows;
  return {
    first,
    last,
    shownFirst: shown ? clamp(screenFirst, 0, rows - 1) : 0,
    shownLast: shown ? clamp(screenLast, 0, rows - 1) : -1,
  };
};

const readViewport = (): Viewport => ({ scrollTop: window.scrollY, viewportHeight: window.innerHeight });

/** Whether two readings of the window cross the same rows (the rows do not matter when unknown). */
const sameScreenRows = (rowPitch: number, gridTop: number, a: Viewport, b: Viewport): boolean => {
  if (!(rowPitch > 0)) return true;
  const rowsOfA = screenRows(rowPitch, gridTop, a);
  const rowsOfB = screenRows(rowPitch, gridTop, b);
  return rowsOfA.screenFirst === rowsOfB.screenFirst && rowsOfA.screenLast === rowsOfB.screenLast;
};

/**
 * The rows to draw, followed as the family scrolls or turns the phone. The page re-renders only
 * when the screen moves by a whole row, not at every scrolled pixel.
 *
 * The window's position is read in the scroll and resize events, and when the rows move in the page
 * (the grid moved or its tiles changed size), never while rendering: reading `window.scrollY` lays
 * out at once what the last commit changed, and the gallery renders often in the background (the
 * rows drawn ahead, the pages of photos arriving), so each of those renders forced a layout of its
 * own where the frame would have laid them all out once.
 */
export const useWindowRows = (
  rows: number,
  rowPitch: number,
  gridTop: number,
  overscan: number,
): RowWindow => {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    const update = () => {
      const next = readViewport();
      setViewport((current) => (sameScreenRows(rowPitch, gridTop, current, next) ? current : next));
    };
    // The last reading was kept only if it moved the rows; where the rows are has just changed.
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [rowPitch, gridTop]);
  return rowWindow({ rows, rowPitch, gridTop, overscan, ...viewport });
};
