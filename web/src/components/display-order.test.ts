import { describe, expect, it } from 'vitest';
import { mayLoadDisplay } from './display-order';

describe('mayLoadDisplay', () => {
  const nothingSettled = new Set<number>();

  it('lets the photo shown load at once, and holds its neighbours back while it loads', () => {
    expect(mayLoadDisplay({ index: 4, shownIndex: 4, settled: nothingSettled, alreadyAsked: false })).toBe(
      true,
    );
    expect(mayLoadDisplay({ index: 5, shownIndex: 4, settled: nothingSettled, alreadyAsked: false })).toBe(
      false,
    );
    // Wrapping around: the last photo is the first one's neighbour, and waits as well.
    expect(
      mayLoadDisplay({ index: 11, shownIndex: 0, settled: new Set([11 - 1]), alreadyAsked: false }),
    ).toBe(false);
  });

  it('lets the neighbours load once the photo shown is sharp or has failed', () => {
    expect(mayLoadDisplay({ index: 5, shownIndex: 4, settled: new Set([4]), alreadyAsked: false })).toBe(
      true,
    );
    expect(mayLoadDisplay({ index: 11, shownIndex: 0, settled: new Set([0]), alreadyAsked: false })).toBe(
      true,
    );
  });

  it('keeps a copy already asked for or already loaded, so a swipe never asks twice', () => {
    expect(mayLoadDisplay({ index: 5, shownIndex: 6, settled: nothingSettled, alreadyAsked: true })).toBe(
      true,
    );
    expect(mayLoadDisplay({ index: 5, shownIndex: 6, settled: new Set([5]), alreadyAsked: false })).toBe(
      true,
    );
  });
});
