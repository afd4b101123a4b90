/**
 * The gallery grid's geometry from the width it has: 3 columns on a phone, 4 on a tablet, 6 on a
 * computer, square tiles. The windowed grid needs the row height in numbers, so the layout is
 * decided here and handed to the CSS, not the other way round.
 */
export interface GridLayout {
  readonly columns: number;
  /** Space between tiles, in CSS pixels. */
  readonly gap: number;
  /** Side of a (square) tile. */
  readonly tile: number;
  /** From the top of one row to the top of the next. */
  readonly rowPitch: number;
}

export interface GridStep {
  /** The narrowest grid (in CSS pixels) that takes this step. */
  readonly minWidth: number;
  readonly columns: number;
  readonly gap: number;
}

const PHONE: GridStep = { minWidth: 0, columns: 3, gap: 6 };

/** From the widest grids down. */
export const GRID_STEPS: readonly GridStep[] = [
  { minWidth: 880, columns: 6, gap: 12 },
  { minWidth: 540, columns: 4, gap: 10 },
  PHONE,
];

export const gridLayout = (width: number): GridLayout => {
  const step = GRID_STEPS.find((candidate) => width >= candidate.minWidth) ?? PHONE;
  const { columns, gap } = step;
  const tile = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, gap, tile, rowPitch: tile + gap };
};

/**
 * How many skeleton tiles follow the photos: a first screen's worth before the first page, then,
 * while pages remain, the rest of the last row and two more rows, where the next page will land.
 */
export const skeletonCount = (
  loaded: number | undefined,
  hasMore: boolean,
  columns: number,
  firstPage: number,
): number => {
  if (loaded === undefined) return firstPage;
  if (!hasMore) return 0;
  return ((columns - (loaded % columns)) % columns) + 2 * columns;
};
