/**
 * Which of the faces a detector found are kept, and which square of the image each one's crop is
 * cut from: the faces worker cuts a photo's strip with it, and the family's device cuts the faces of
 * a photo picked from the phone the same way, so both give the face model the same kind of crop.
 */
import { FACE_CROP_MARGIN, type FaceBox, MAX_FACES_PER_PHOTO, MIN_FACE_SHARE } from './face-crops.js';

/** A rectangle in pixels of the image, as a detector gives it. */
export interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A square of the image in whole pixels, inside it. */
export interface PixelSquare {
  readonly left: number;
  readonly top: number;
  readonly side: number;
}

export interface ChosenFace {
  /** The face's box as a share of the image's width and height, for the API. */
  readonly box: FaceBox;
  /** Where its crop is cut from. */
  readonly square: PixelSquare;
}

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Four decimals: a tenth of a pixel on a 1600-pixel copy, and a short record. */
const share = (value: number): number => Math.round(clamp(value, 0, 1) * 10_000) / 10_000;

/** The part of `box` inside the image (a detector may give a box that crosses an edge). */
const inside = (box: PixelBox, { width, height }: ImageSize): PixelBox => {
  const x = clamp(box.x, 0, width);
  const y = clamp(box.y, 0, height);
  return { x, y, w: clamp(box.x + box.w, 0, width) - x, h: clamp(box.y + box.h, 0, height) - y };
};

/**
 * The square the crop is cut from: the box's longer side plus the margin on each side, centred on
 * the box. Near an edge the square slides inwards rather than shrinking, so the face keeps its room
 * on the other side; it shrinks only when it is larger than the image itself.
 */
export const cropSquare = (box: PixelBox, image: ImageSize): PixelSquare => {
  const wanted = Math.max(box.w, box.h) * (1 + 2 * FACE_CROP_MARGIN);
  const side = Math.max(1, Math.round(Math.min(wanted, image.width, image.height)));
  const centre = (start: number, length: number, limit: number) =>
    clamp(Math.round(start + length / 2 - side / 2), 0, limit - side);
  return {
    left: centre(box.x, box.w, image.width),
    top: centre(box.y, box.h, image.height),
    side,
  };
};

/**
 * The faces kept: those at least MIN_FACE_SHARE of the image's shorter side, the largest first (at
 * most MAX_FACES_PER_PHOTO), ties broken left to right so that the same photo always gives the same
 * strip.
 */
export const chooseFaces = (found: readonly PixelBox[], image: ImageSize): ChosenFace[] => {
  const smallest = MIN_FACE_SHARE * Math.min(image.width, image.height);
  return found
    .map((box) => inside(box, image))
    .filter((box) => Math.max(box.w, box.h) >= smallest && box.w > 0 && box.h > 0)
    .sort((a, b) => b.w * b.h - a.w * a.h || a.x - b.x || a.y - b.y)
    .slice(0, MAX_FACES_PER_PHOTO)
    .map((box) => ({
      box: {
        x: share(box.x / image.width),
        y: share(box.y / image.height),
        w: share(box.w / image.width),
        h: share(box.h / image.height),
      },
      square: cropSquare(box, image),
    }));
};
