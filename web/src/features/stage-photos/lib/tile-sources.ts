/**
 * What a gallery tile asks the browser for: the `srcset` of its WebP thumbnails and the `sizes`
 * that says how wide a tile is, derived from the grid's own steps so the two cannot drift apart.
 */
import type { ImageCandidate } from '../../../../../shared/schemas';
import { GRID_STEPS } from './grid-layout';

/**
 * Thumbnails fill square tiles (object-fit: cover), so what a tile needs is their short side: it is
 * announced as each candidate's width, and a 480 × 360 copy counts as 360 pixels wide for a tile.
 */
export const tileSrcSet = (thumbs: readonly ImageCandidate[]): string =>
  thumbs.map(({ url, width, height }) => `${url} ${Math.min(width, height)}w`).join(', ');

/**
 * The width of a tile as the grid makes it, step by step (grid-layout.ts), from the widest screens
 * down: the page's container (at most 1160 px, 1.25 rem of margin each side on a phone, a little
 * more from 768 px, which this overstates by 4 px a tile at most), less the gaps, shared by the
 * columns.
 */
const TILE_WIDTHS = GRID_STEPS.map(({ minWidth, columns, gap }) => ({
  media: minWidth > 0 ? `(min-width: ${minWidth}px)` : null,
  width: `(min(100vw, 1160px) - 2.5rem - ${gap * (columns - 1)}px) / ${columns}`,
}));

/**
 * Screens of density 2.5 and more are served as if of density 2: a tile announces two thirds of
 * its width there. At the size of a tile nobody tells a 2× photo from a 3× one, and the 3× copy
 * weighs more than twice as much (on a 390 px phone at density 3 a tile of ~115 px took the 360 px
 * copy, 23.7 KB on phone photos; it now takes the 240 px one, 10.2 KB).
 */
const DENSE_SCREEN = '(min-resolution: 2.5dppx)';

export const TILE_SIZES = TILE_WIDTHS.flatMap(({ media, width }) => [
  `${media ? `${DENSE_SCREEN} and ${media}` : DENSE_SCREEN} calc((${width}) * 2 / 3)`,
  `${media ? `${media} ` : ''}calc(${width})`,
]).join(', ');
