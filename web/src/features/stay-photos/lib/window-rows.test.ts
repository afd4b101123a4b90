import { describe, expect, it } from 'vitest';
import { rowWindow } from './window-rows';

// A phone: 844 px of screen, rows of 120 px, the grid starting 200 px down the page.
const phone = { rows: 700, rowPitch: 120, overscan: 2, viewportHeight: 844 };
const GRID_TOP = 200;
const at = (scrollTop: number, gridTop = GRID_TOP) => ({ ...phone, scrolled: scrollTop - gridTop });

describe('rowWindow', () => {
  it('draws the rows on the first screen and the overscan below it, at the top of the page', () => {
    // The screen shows the grid's first 644 px: rows 0 to 5, plus 2 below.
    expect(rowWindow(at(0))).toEqual({ first: 0, last: 7, shownFirst: 0, shownLast: 5 });
  });

  it('follows the scroll, with the overscan above and below', () => {
    // Grid pixels 9,800 to 10,644: rows 81 to 88.
    expect(rowWindow(at(10_000))).toEqual({
      first: 79,
      last: 90,
      shownFirst: 81,
      shownLast: 88,
    });
  });

  it('stops at the last row at the bottom of the grid', () => {
    expect(rowWindow(at(700 * 120))).toEqual({
      first: 696,
      last: 699,
      shownFirst: 698,
      shownLast: 699,
    });
  });

  it('draws only the first row, none shown, while the grid is still far below the screen', () => {
    expect(rowWindow(at(0, 2_000))).toEqual({
      first: 0,
      last: 0,
      shownFirst: 0,
      shownLast: -1,
    });
  });

  it('draws nothing before the grid is measured or when it has no row', () => {
    expect(rowWindow({ ...at(0), rowPitch: 0 })).toMatchObject({
      first: 0,
      last: -1,
      shownLast: -1,
    });
    expect(rowWindow({ ...at(0), rows: 0 })).toMatchObject({
      first: 0,
      last: -1,
      shownLast: -1,
    });
  });
});
