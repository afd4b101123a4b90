/**
 * The device's face finder, as the screens use it: every model run happens in a Web Worker, every
 * template and reference stays in this browser's IndexedDB, and the only requests are reads of the
 * site's model files and of the stay's face strips.
 */
import type { PhotoFaces } from '#shared/face-crops';
import { STRICTEST_THRESHOLD, WIDEST_THRESHOLD } from '#shared/face-match';

/** A photo to scan, from the gallery's photo items. */
export interface ScanPhoto {
  photoId: string;
  faces: PhotoFaces;
}

/** A face the family chose: from a photo of the stay (its id) or from its phone (null). */
export interface FaceRef {
  photoId: string | null;
  index: number;
  preview: Blob;
}

/** How far a scan has gone: photos done of all, faces templated, bytes of strips downloaded. */
export interface ScanProgress {
  done: number;
  total: number;
  faces: number;
  bytes: number;
}

/** A scanned photo and its best face's score against the references. */
export interface PhotoScore {
  photoId: string;
  score: number;
}

/** A face the device found and read: its picture to show and its template, which never leaves. */
export interface ReadFace {
  preview: Blob;
  template: Float32Array;
}

export interface FaceFinder {
  /** Faces found in a photo the family picks from its phone (detection + templates on the device). */
  facesInPickedPhoto(file: Blob): Promise<ReadFace[]>;
  /** Template of face `index` of a photo's strip (the family tapped it in the stay's photos). */
  faceOfStrip(photo: ScanPhoto, index: number): Promise<ReadFace>;
  /** References kept on the device for this stay (1 to MAX_REFERENCES). */
  references(): Promise<{ id: string; preview: Blob }[]>;
  addReference(face: ReadFace): Promise<void>;
  removeReference(id: string): Promise<void>;
  /**
   * Templates every face of the photos not done yet (cached in IndexedDB), resumable. `onScores`
   * hears each scanned photo's best score against the references, best first, as the scan goes and
   * for every photo at its end (scan.ts says how often).
   */
  scan(
    photos: readonly ScanPhoto[],
    options: {
      signal: AbortSignal;
      onProgress(p: ScanProgress): void;
      onScores(scores: PhotoScore[]): void;
    },
  ): Promise<void>;
  /** Deletes everything kept for this stay: references, templates, previews. */
  forget(): Promise<void>;
  dispose(): void;
}

/** The slider's ends: the similarity a face needs at the strictest and at the widest setting. */
export const STRICTER: number = STRICTEST_THRESHOLD;
export const WIDER: number = WIDEST_THRESHOLD;

/**
 * Opens the finder for a stay. What was kept for any stay past `expiresAt` is deleted first; the
 * models load in the worker when the first face is read.
 */
export async function openFaceFinder(
  stayId: string,
  options: { expiresAt: string | null },
): Promise<FaceFinder> {
  const { openDeviceFaceFinder } = await import('./device-face-finder');
  return openDeviceFaceFinder(stayId, options);
}
