/**
 * Which rows of the gallery grid are near the screen, and the watch that follows them as the family
 * scrolls. Every row of the grid has the same height (square tiles), so the rows to draw are plain
 * arithmetic: no measuring, no per-row cache. This is all the windowing the gallery needs, at a
 * fraction of the weight of a general-purpose virtualiser built for rows of unknown heights.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface RowWindow {
  /** First row to draw, inclusive. */
  readonly first: number;
  /** Last row to draw, inclusive; -1 when there is none. */
  readonly last: number;
  /** The rows on the screen itself, without the overscan; `shownLast` is -1 when none is. */
  readonly shownFirst: number;
  readonly shownLast: number;
}

/** Where the screen is over the grid: what the rows to draw depend on besides the grid's geometry. */
export interface ScreenOverGrid {
  /** How far the top of the screen is below the top of the grid, CSS pixels (negative above it). */
  readonly scrolled: number;
  readonly viewportHeight: number;
}

export interface RowView extends ScreenOverGrid {
  readonly rows: number;
  /** From the top of one row to the top of the next, CSS pixels. */
  readonly rowPitch: number;
  /** Rows drawn beyond the screen, above and below. */
  readonly overscan: number;
}

const NONE: RowWindow = { first: 0, last: -1, shownFirst: 0, shownLast: -1 };

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * The rows the screen crosses, as if the grid went on for ever above and below: what a new position
 * of the screen changes in the rows to draw, whatever the number of rows.
 */
const screenRows = (
  rowPitch: number,
  { scrolled, viewportHeight }: ScreenOverGrid,
): { readonly screenFirst: number; readonly screenLast: number } => ({
  screenFirst: Math.floor(scrolled / rowPitch),
  screenLast: Math.ceil((scrolled + viewportHeight) / rowPitch) - 1,
});

/** The rows that cross the screen, plus `overscan` on each side, within the grid. */
export const rowWindow = (view: RowView): RowWindow => {
  const { rows, rowPitch, overscan } = view;
  if (rows <= 0 || !(rowPitch > 0)) return NONE;
  const { screenFirst, screenLast } = screenRows(rowPitch, view);
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

/** Whether two positions of the screen cross the same rows. */
const sameScreenRows = (rowPitch: number, a: ScreenOverGrid, b: ScreenOverGrid): boolean => {
  const rowsOfA = screenRows(rowPitch, a);
  const rowsOfB = screenRows(rowPitch, b);
  return rowsOfA.screenFirst === rowsOfB.screenFirst && rowsOfA.screenLast === rowsOfB.screenLast;
};

export interface WindowRows extends RowWindow {
  /**
   * Ref for the markers of the rows in the window (`data-row` holding the row's number, placed at
   * that row in the grid's frame): the watch learns the screen's position from them.
   */
  readonly watchRow: (marker: HTMLElement | null) => (() => void) | undefined;
}

/**
 * The rows to draw, followed as the family scrolls, turns the phone, or something above the grid
 * comes or goes. The page re-renders only when the screen crosses another row, not at every pixel.
 *
 * The screen's position comes from an IntersectionObserver on the grid's frame and on a marker per
 * row of the window: the rows the screen crosses change exactly when one of those rows enters or
 * leaves the screen, or when the whole grid does, and the observer reports it with the boxes the
 * browser has just laid out. No script runs while the screen stays within the same rows. Read in
 * the scroll events instead, `window.scrollY` laid out at once whatever the last background render
 * had changed (the rows drawn ahead, a page of photos), and that layout counted in the app's script
 * of the frame: on a slow phone, most of the long frames left while scrolling.
 *
 * The position is read from the page only before the first paint and when the rows change size (the
 * phone turned): the first screen's rows must be known before it is painted.
 */
export const useWindowRows = (
  frame: RefObject<HTMLElement | null>,
  rows: number,
  rowPitch: number,
  overscan: number,
): WindowRows => {
  const [screen, setScreen] = useState<ScreenOverGrid>();
  const observer = useRef<IntersectionObserver>(undefined);
  const markers = useRef(new Set<HTMLElement>());

  useLayoutEffect(() => {
    const grid = frame.current;
    if (!grid || !(rowPitch > 0)) return;
    const follow = (next: ScreenOverGrid) =>
      setScreen((current) => (current && sameScreenRows(rowPitch, current, next) ? current : next));
    follow({ scrolled: -grid.getBoundingClientRect().top, viewportHeight: window.innerHeight });
    const watch = new IntersectionObserver((entries) => {
      // Entries queued over several frames: the latest says where the screen is now.
      const latest = entries.reduce((found, entry) => (entry.time >= found.time ? entry : found));
      const target = latest.target as HTMLElement;
      const top = target === grid ? 0 : Number(target.dataset.row) * rowPitch;
      follow({
        scrolled: top - latest.boundingClientRect.top,
        viewportHeight: latest.rootBounds?.height ?? window.innerHeight,
      });
    });
    watch.observe(grid);
    for (const marker of markers.current) watch.observe(marker);
    observer.current = watch;
    return () => {
      watch.disconnect();
      observer.current = undefined;
    };
  }, [frame, rowPitch]);

  const watchRow = useCallback((marker: HTMLElement | null) => {
    if (!marker) return undefined;
    markers.current.add(marker);
    observer.current?.observe(marker);
    return () => {
      markers.current.delete(marker);
      observer.current?.unobserve(marker);
    };
  }, []);

  const drawn = screen ? rowWindow({ rows, rowPitch, overscan, ...screen }) : NONE;
  return { ...drawn, watchRow };
};
