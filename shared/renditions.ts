/**
 * The WebP copies served beside the JPEG ones: what the media worker makes, what the API signs and
 * what the browser picks from with `srcset`. Sizes, format and quality come from the measurement
 * in the README (`scripts/bench/image-formats.ts`).
 */
import { copiesPrefix, photoKeys } from './media-keys.js';

export type RenditionKind = 'thumb' | 'display';

export interface Rendition {
  /** File name under the photo's version prefix, without extension. */
  readonly name: string;
  readonly kind: RenditionKind;
  /**
   * Which side `px` bounds: thumbnails fill square tiles (the photo covers the tile), so their short
   * side is what the tile needs; display copies are seen whole, so their long side is.
   */
  readonly side: 'short' | 'long';
  readonly px: number;
  readonly quality: number;
}

export const RENDITION_FORMAT = 'webp';
export const RENDITION_TYPE = 'image/webp';

/**
 * Bumped whenever the list below changes: a photo record carries the version of the set its copies
 * were made with, and only a photo made with this one gets WebP sources (older ones keep their JPEG
 * copies until `npm run images:regenerate` makes the new set).
 */
export const RENDITIONS_VERSION = 1;

export const RENDITIONS: readonly Rendition[] = [
  { name: 'thumb-240', kind: 'thumb', side: 'short', px: 240, quality: 62 },
  { name: 'thumb-360', kind: 'thumb', side: 'short', px: 360, quality: 62 },
  { name: 'thumb-480', kind: 'thumb', side: 'short', px: 480, quality: 62 },
  { name: 'display-1080', kind: 'display', side: 'long', px: 1080, quality: 70 },
  { name: 'display-1600', kind: 'display', side: 'long', px: 1600, quality: 70 },
];

/**
 * The pixel size of a rendition of a `width`×`height` photo (as people see it, i.e. oriented):
 * scaled so that the bounded side is `px`, never enlarged. The processor resizes to exactly this
 * size, so the API can state each copy's size without storing it.
 */
export const renditionSize = (
  width: number,
  height: number,
  rendition: Pick<Rendition, 'side' | 'px'>,
): { width: number; height: number } => {
  const bounded = rendition.side === 'short' ? Math.min(width, height) : Math.max(width, height);
  const scale = Math.min(1, rendition.px / bounded);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
};

export const renditionKey = (
  stayId: string,
  photoId: string,
  name: string,
  version = 1,
  copies?: number,
): string => `${copiesPrefix(stayId, photoId, version, copies)}${name}.${RENDITION_FORMAT}`;

export const renditionKeys = (stayId: string, photoId: string, version = 1, copies?: number): string[] =>
  RENDITIONS.map((rendition) => renditionKey(stayId, photoId, rendition.name, version, copies));

/** The copies families see of one version: the JPEG thumbnail and display copy, and the WebP ones. */
export const familyCopyKeys = (stayId: string, photoId: string, version = 1, copies?: number): string[] => {
  const { thumb, display } = photoKeys(stayId, photoId, version, copies);
  return [thumb, display, ...renditionKeys(stayId, photoId, version, copies)];
};

/** Every object of one version of a photo: the original and the copies. */
export const photoVersionKeys = (stayId: string, photoId: string, version = 1, copies?: number): string[] => [
  photoKeys(stayId, photoId, version).original,
  ...familyCopyKeys(stayId, photoId, version, copies),
];
