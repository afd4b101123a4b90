/**
 * What the browser does with a photo's image fields: the `srcset` of its display copies and the
 * picture of its ThumbHash placeholder. Shared by every view that shows photos (the tiles' own
 * sources are in tile-sources.ts).
 */
import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';
import type { ImageCandidate } from '#shared/schemas';

/** Display copies are seen whole: their real width. */
export const displaySrcSet = (displays: readonly ImageCandidate[]): string =>
  displays.map(({ url, width }) => `${url} ${width}w`).join(', ');

const base64Bytes = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Pictures already made, by placeholder: a windowed grid mounts a tile again each time it comes back. */
const pictures = new Map<string, string | undefined>();

/**
 * A data URL of the blurred preview (a PNG of about 32 pixels a side, stretched by CSS); undefined
 * for photos without a placeholder or with one that does not decode. Made once per placeholder.
 */
export const placeholderDataUrl = (placeholder: string | null | undefined): string | undefined => {
  if (!placeholder) return undefined;
  if (pictures.has(placeholder)) return pictures.get(placeholder);
  let picture: string | undefined;
  try {
    picture = thumbHashToDataURL(base64Bytes(placeholder));
  } catch {
    picture = undefined;
  }
  pictures.set(placeholder, picture);
  return picture;
};

/** The blurred preview if it was already made, without making it. */
export const madePlaceholderDataUrl = (placeholder: string | null | undefined): string | undefined =>
  placeholder ? pictures.get(placeholder) : undefined;

/**
 * The placeholder's average colour, as CSS: a few arithmetic operations, where the blurred picture
 * costs a decode and a PNG encoding (about 2 ms a photo on a slow phone). A tile paints this at once
 * and the picture after its thumbnail is asked for.
 */
export const placeholderColor = (placeholder: string | null | undefined): string | undefined => {
  if (!placeholder) return undefined;
  try {
    const { r, g, b } = thumbHashToAverageRGBA(base64Bytes(placeholder));
    return `rgb(${Math.round(r * 255)} ${Math.round(g * 255)} ${Math.round(b * 255)})`;
  } catch {
    return undefined;
  }
};
