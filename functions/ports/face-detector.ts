/**
 * Finds where the faces are in an image, and nothing else: no name, no template. The faces worker
 * runs it on a photo's display copy to cut the strip of crops that families' devices read.
 */

/** Raw RGB pixels, row by row, as sharp gives them with `.raw()`. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3;
}

/** A detected face, in pixels of the image given, with the detector's confidence (0 to 1). */
export interface DetectedFace {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
}

export interface FaceDetector {
  detect(image: RgbImage): Promise<readonly DetectedFace[]>;
}
