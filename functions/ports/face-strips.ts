/**
 * The image work of the faces worker: a display copy's pixels for the detector, and the strip of
 * square crops cut from them.
 */
import type { PixelSquare } from '#functions/domain/face-crops.js';
import type { RgbImage } from './face-detector.js';

export interface FaceStrips {
  /** The decoded pixels of a JPEG copy, as the detector reads them. */
  pixels(jpeg: Uint8Array): Promise<RgbImage>;
  /** One JPEG of the squares side by side, each scaled to FACE_CROP_PX, in the order given. */
  cut(image: RgbImage, squares: readonly PixelSquare[]): Promise<Uint8Array>;
}
