import { describe, expect, it } from 'vitest';
import { rowWindow } from './window-rows';

// A phone: 844 px of screen, rows of 120 px, the grid starting 200 px down the page.
const phone = { rows: 700, rowPitch: 120, overscan: 2, gridTop: 200, viewportHeight: 844 };

describe('rowWindow', () => {
  it('draws the rows on the first screen and the overscan below it, at the top of the page', () => {
    // The screen shows the grid's first 644 px: rows 0 to 5, plus 2 below.
    expect(rowWindow({ ...phone, scrollTop: 0 })).toEqual({ first: 0, last: 7, shownFirst: 0, shownLast: 5 });
  });

  it('follows the scroll, with the overscan above and below', () => {
    // Grid pixels 9,800 to 10,644: rows 81 to 88.
    expect(rowWindow({ ...phone, scrollTop: 10_000 })).toEqual({
      first: 79,
      last: 90,
      shownFirst: 81,
      shownLast: 88,
    });
  });

  it('stops at the last row at the bottom of the grid', () => {
    expect(rowWindow({ ...phone, scrollTop: 700 * 120 })).toEqual({
      first: 696,
      last: 699,
      shownFirst: 698,
      shownLast: 699,
    });
  });

  it('draws only the first row, none shown, while the grid is still far below the screen', () => {
    expect(rowWindow({ ...phone, gridTop: 2_000, scrollTop: 0 })).toEqual({
      first: 0,
      last: 0,
      shownFirst: 0,
      shownLast: -1,
    });
  });

  it('draws nothing before the grid is measured or when it has no row', () => {
    expect(rowWindow({ ...phone, rowPitch: 0, scrollTop: 0 })).toMatchObject({
      first: 0,
      last: -1,
      shownLast: -1,
    });
    expect(rowWindow({ ...phone, rows: 0, scrollTop: 0 })).toMatchObject({
      first: 0,
      last: -1,
      shownLast: -1,
    });
  });
});
