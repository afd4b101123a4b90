import { describe, expect, it } from 'vitest';
import { pageButtons, pageCountOf, paginate, parsePageParam } from './pagination';

const items = Array.from({ length: 30 }, (_, i) => i + 1);

describe('paginate', () => {
  it('gives the first page of twelve', () => {
    const page = paginate(items, 1, 12);
    expect(page.items).toEqual(items.slice(0, 12));
    expect(page.pageCount).toBe(3);
  });

  it('gives a short last page', () => {
    expect(paginate(items, 3, 12).items).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('clamps a page out of range', () => {
    expect(paginate(items, 9, 12).page).toBe(3);
    expect(paginate(items, 0, 12).page).toBe(1);
    expect(paginate(items, Number.NaN, 12).page).toBe(1);
  });

  it('has one empty page when there is nothing', () => {
    expect(paginate([], 1, 12)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(pageCountOf(0, 12)).toBe(1);
  });
});

describe('pageButtons', () => {
  it('shows every page when there are few', () => {
    expect(pageButtons(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('skips far pages with gaps', () => {
    expect(pageButtons(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('shows a page rather than a gap that would hide only one', () => {
    expect(pageButtons(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageButtons(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageButtons(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single page alone', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
  });
});

describe('parsePageParam', () => {
  it('reads a positive whole page number', () => {
    expect(parsePageParam('3')).toBe(3);
  });

  it('falls back to page 1', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'deux']) expect(parsePageParam(value)).toBe(1);
  });
});
