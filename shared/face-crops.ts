/**
 * What the server prepares for the on-device child finder, and nothing more: where the faces are in a
 * photo and a small picture of each one. Finding faces says nobody's name; the templates that could
 * recognise someone are computed by the family's own device from these pictures and never leave it.
 *
 * The media side detects the faces of a photo's display copy and writes one strip of square crops,
 * side by side in the order of `boxes`, into the photo's copies folder. It therefore shares the fate
 * of the copies: a family's link for the copies opens it, hiding the photo moves it out of reach with
 * them, and deleting or expiring the photo deletes it.
 */
// The namespace import, as everywhere: it lets the bundler keep only the parts of zod in use.
import * as z from 'zod';
import { copiesPrefix } from './media-keys.js';

/** Side of one face's square in the strip, in pixels. */
export const FACE_CROP_PX = 160;

/**
 * How much room is kept around the detected box, as a share of its longer side on each side: the
 * face model finds a face again in the crop more surely with some hair, chin and background around.
 */
export const FACE_CROP_MARGIN = 0.4;

/** File name of the strip in the photo's copies folder. */
export const FACE_STRIP_NAME = 'faces.jpg';

/** Where a photo's strip lies: in the folder of the copies it was cut from, beside them. */
export const faceStripKey = (stayId: string, photoId: string, version = 1, copies?: number): string =>
  `${copiesPrefix(stayId, photoId, version, copies)}${FACE_STRIP_NAME}`;

/**
 * JPEG quality of the strip (mozjpeg): the model still puts the right person first in 99.6 % of the
 * AT&T faces with one reference (99.8 % at 80), and a photo's strip weighs ~10 kB instead of ~12, which
 * keeps the scan of a 2,000-photo stay under 30 MB on a phone.
 */
export const FACE_STRIP_QUALITY = 70;

/** At most this many faces are kept per photo (the largest ones): a crowd adds bytes, not children found. */
export const MAX_FACES_PER_PHOTO = 12;

/** Faces smaller than this share of the photo's shorter side are too small to be recognised and are skipped. */
export const MIN_FACE_SHARE = 0.04;

/**
 * Bumped whenever detection or the strip's layout changes, so that photos prepared by an older
 * version can be prepared again.
 */
export const FACES_VERSION = 1;

/** A face's box in the oriented photo, each value a share of the photo's width or height (0 to 1). */
export const faceBoxSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});
export type FaceBox = z.infer<typeof faceBoxSchema>;

/**
 * A photo's faces as the API gives them to the stay's readers: the boxes, in the strip's order, and
 * the strip's expiring link (signed like the photo's copies). No faces: an empty list and no link.
 */
export const photoFacesSchema = z.object({
  boxes: z.array(faceBoxSchema).max(MAX_FACES_PER_PHOTO),
  url: z.string().nullable(),
});
export type PhotoFaces = z.infer<typeof photoFacesSchema>;

/** Where face `index` of a strip lies, in the strip's pixels. */
export const faceCropRect = (
  index: number,
): { left: number; top: number; width: number; height: number } => ({
  left: index * FACE_CROP_PX,
  top: 0,
  width: FACE_CROP_PX,
  height: FACE_CROP_PX,
});
