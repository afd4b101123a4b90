/** Pure pagination: slicing a list into pages and choosing which page buttons to show. */

export interface Page<T> {
  readonly items: readonly T[];
  /** The page shown, 1-based, clamped to the pages that exist. */
  readonly page: number;
  readonly pageCount: number;
}

export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The page-th slice (1-based) of `items`; a page out of range shows the nearest page. */
export const paginate = <T>(items: readonly T[], page: number, pageSize: number): Page<T> => {
  const pageCount = pageCountOf(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
};

export type PageButton = number | 'gap';

/**
 * Page numbers to show: all of them when there are few, otherwise the first, the last and the
 * neighbours of the current page, with a gap marker where pages are skipped.
 */
export const pageButtons = (page: number, pageCount: number, neighbours = 1): PageButton[] => {
  // Up to this many pages, every number fits where gaps would go.
  if (pageCount <= 2 * neighbours + 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  // Showing one page instead of a gap marker takes no more room.
  if (shown.has(3) && !shown.has(2)) shown.add(2);
  if (shown.has(pageCount - 2) && !shown.has(pageCount - 1)) shown.add(pageCount - 1);
  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous > 1) buttons.push('gap');
    buttons.push(p);
    previous = p;
  }
  return buttons;
};

/** Reads a page number from the address bar: anything but a positive integer is page 1. */
export const parsePageParam = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};
