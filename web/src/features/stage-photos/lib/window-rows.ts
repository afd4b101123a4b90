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

/** The rows that cross the screen, plus `overscan` on each side, within the grid. */
export const rowWindow = (view: RowView): RowWindow => {
  const { rows, rowPitch, overscan } = view;
  if (rows <= 0 || !(rowPitch > 0)) return NONE;
  const top = view.scrollTop - view.gridTop;
  const screenFirst = Math.floor(top / rowPitch);
  const screenLast = Math.ceil((top + view.viewportHeight) / rowPitch) - 1;
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

/** The rows to draw for the window as it is now. */
const readWindow = (rows: number, rowPitch: number, gridTop: number, overscan: number): RowWindow =>
  rowWindow({
    rows,
    rowPitch,
    overscan,
    gridTop,
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
  });

const sameRows = (a: RowWindow, b: RowWindow): boolean =>
  a.first === b.first && a.last === b.last && a.shownFirst === b.shownFirst && a.shownLast === b.shownLast;

/**
 * The rows to draw, followed as the family scrolls or turns the phone. The page re-renders only
 * when the window moves by a whole row, not at every scrolled pixel.
 */
export const useWindowRows = (
  rows: number,
  rowPitch: number,
  gridTop: number,
  overscan: number,
): RowWindow => {
  const [range, setRange] = useState(() => readWindow(rows, rowPitch, gridTop, overscan));
  useEffect(() => {
    const update = () =>
      setRange((current) => {
        const next = readWindow(rows, rowPitch, gridTop, overscan);
        return sameRows(next, current) ? current : next;
      });
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [rows, rowPitch, gridTop, overscan]);
  // A render with new geometry (a page arrived, the phone turned) uses it at once, not one effect later.
  const now = readWindow(rows, rowPitch, gridTop, overscan);
  return sameRows(now, range) ? range : now;
};
