/**
 * The gallery's first row of thumbnails, asked for as soon as the first page of photos is read.
 *
 * The grid that shows them is drawn by the gallery's own code. On a slow phone that code is still
 * being evaluated or rendered when the list is read, and each thumbnail used to wait for the grid's
 * first render before it was even asked for. Asked for here, the first row is usually in the page's
 * memory when its tiles appear, and is painted with them.
 *
 * Only the first row: asking for the whole first screen made the frame that first paints them
 * heavier, and the first thumbnail came later (the README gives the measurements). The other tiles ask
 * for theirs when they are drawn.
 *
 * The grid is not in the page yet, so its width comes from the same custom properties as the page's
 * CSS (the `.container` the page is drawn in). A wrong guess only costs one row of small images.
 */
import type { Photo } from '#shared/schemas';
import { gridLayout } from './grid-layout';
import { tilePixels, tileSource } from './tile-sources';

/** A length as the root's custom properties give it (`1160px`, `1.25rem`), in CSS pixels; NaN otherwise. */
export const cssLengthPx = (value: string, remPx: number): number => {
  const match = /^\s*(\d*\.?\d+)(px|rem)\s*$/.exec(value);
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * remPx : amount;
};

/** The width the grid will have: the screen's, up to `--container`, less `--gutter` on each side. */
const expectedGridWidth = (): number => {
  const root = getComputedStyle(document.documentElement);
  const remPx = Number.parseFloat(root.fontSize);
  const container = cssLengthPx(root.getPropertyValue('--container'), remPx);
  const gutter = cssLengthPx(root.getPropertyValue('--gutter'), remPx);
  return Math.min(document.documentElement.clientWidth, container) - 2 * gutter;
};

/** Fetches the thumbnails the first row of the grid will show for `photos`, the first page's. */
export const prefetchFirstRow = (photos: readonly Photo[]): void => {
  const width = expectedGridWidth();
  // NaN too: the page's CSS did not give its lengths, so there is nothing to go on.
  if (!(width > 0)) return;
  const layout = gridLayout(width);
  const pixels = tilePixels(layout.tile, window.devicePixelRatio);
  for (const photo of photos.slice(0, layout.columns)) {
    // An image never put in the page, with a plain `src`: fetched and kept for the tile that asks
    // for the same URL, then left to the garbage collector (see tile-sources.ts).
    const image = new Image();
    image.src = tileSource(photo, pixels);
  }
};
