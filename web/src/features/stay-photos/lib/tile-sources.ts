/**
 * Which thumbnail a gallery tile shows: the grid knows how wide it lays its tiles out, so the tile
 * asks for one copy by its `src`, chosen here the way the browser would choose from a `srcset`.
 *
 * Why not a `srcset` (with `sizes`, in a `<picture>` offering WebP): Chromium keeps in memory, for
 * the page's life, every image given a `srcset`, a `<source>` or no `src` that was never put in the
 * page. React makes such images when it drops a render it had begun in the background (the grid
 * draws the rows a scroll will bring that way), and each one stayed with its whole tile. An image
 * with a plain `src` goes with the garbage.
 */
import type { ImageCandidate, Photo } from '#shared/schemas';

/**
 * Screens of density 2.5 and more are served as if of density 2: a tile asks for two thirds of
 * what its width needs there. At the size of a tile nobody tells a 2× photo from a 3× one, and the
 * 3× copy weighs more than twice as much (on a 390 px phone at density 3 a tile of ~115 px took
 * the 360 px copy, 23.7 KB on phone photos; it now takes the 240 px one, 10.2 KB).
 */
const DENSE_SCREEN = 2.5;

/** How many device pixels a tile `tile` CSS pixels wide asks of its thumbnail on this screen. */
export const tilePixels = (tile: number, pixelRatio: number): number =>
  Math.round(tile * pixelRatio * (pixelRatio >= DENSE_SCREEN ? 2 / 3 : 1));

/** Thumbnails fill square tiles (object-fit: cover): what a tile gets from one is its short side. */
const shortSide = ({ width, height }: ImageCandidate): number => Math.min(width, height);

/**
 * The copy for a tile that needs `pixels` device pixels, from thumbnails smallest first: the first
 * one large enough, unless the one before it falls short by less than it exceeds (their geometric
 * mean is above what is needed), as Chromium picks from a `srcset` on screens denser than 1 (at
 * density 1 it never takes the smaller one; here a tile that wide is rare and the difference is one
 * step of size). The largest when none is enough.
 */
export const tileThumbnail = (
  thumbs: readonly ImageCandidate[],
  pixels: number,
): ImageCandidate | undefined => {
  const index = thumbs.findIndex((thumb) => shortSide(thumb) >= pixels);
  if (index === -1) return thumbs.at(-1);
  const chosen = thumbs[index];
  const smaller = thumbs[index - 1];
  if (chosen && smaller && Math.sqrt(shortSide(smaller) * shortSide(chosen)) > pixels) return smaller;
  return chosen;
};

/**
 * What a tile's image asks for: the WebP copy for a tile needing `pixels` device pixels, the JPEG
 * thumbnail for a photo made before the WebP copies.
 */
export const tileSource = (photo: Pick<Photo, 'sources' | 'thumbUrl'>, pixels: number): string =>
  (photo.sources ? tileThumbnail(photo.sources.thumbs, pixels)?.url : undefined) ?? photo.thumbUrl;
