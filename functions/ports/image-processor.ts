/**
 * The image-processor port: what the use cases need of it, in their own terms. Implemented by
 * functions/adapters/image-processor.ts; functions/composition hands the implementation to those who take it.
 */
import type { PhotoVariant } from '#shared/media-keys.js';
import { messages } from '#shared/messages.js';

/** What the worker accepts; HEIC (iPhones) is converted to JPEG before the derivatives are made. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heic';

export interface ImageInfo {
  readonly format: ImageFormat;
  /** Size once the EXIF orientation is applied, i.e. as people see the photo. */
  readonly width: number;
  readonly height: number;
}

export interface DerivedImage {
  /**
   * A baseline JPEG (or WebP) without XMP, IPTC or ICC data, whose EXIF, when the capture time is
   * known, holds only that time and orientation 1; none otherwise.
   */
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** One WebP copy of shared/renditions.ts. */
export interface RenderedCopy extends DerivedImage {
  readonly name: string;
}

/** What the gallery needs beyond the JPEG copies: the WebP copies and the placeholder. */
export interface WebCopies {
  /** In the order of RENDITIONS, each exactly `renditionSize` of the oriented photo. */
  readonly renditions: readonly RenderedCopy[];
  /** The photo's ThumbHash (base64, ~30 characters): a blurred preview drawn before the thumbnail. */
  readonly placeholder: string;
}

export type DerivedImages = Readonly<Record<PhotoVariant, DerivedImage>> &
  WebCopies & {
    /** When the photo was taken (ISO instant), read from the upload's EXIF before it is removed. */
    readonly takenAt?: string | undefined;
  };

export interface ImageProcessor {
  /** Reads the header only; throws an ImageRejection for anything but a sane JPEG, PNG, WebP or HEIC. */
  inspect(bytes: Uint8Array): Promise<ImageInfo>;
  /**
   * The original re-encoded, the display copy and the thumbnail, the WebP copies and the placeholder;
   * throws an ImageRejection for bad input. `takenAt` is the capture time already known (the photo
   * record's, when a rotation makes the copies again from a turned original); without it, the one in
   * the input's EXIF.
   */
  derive(bytes: Uint8Array, options?: CaptureOptions): Promise<DerivedImages>;
  /**
   * Only the WebP copies and the placeholder, from a stored original (already oriented and cleaned):
   * what the regeneration of older photos adds. The capture time is `takenAt`, else the original's.
   */
  deriveWebCopies(bytes: Uint8Array, options?: CaptureOptions): Promise<WebCopies>;
}

export interface CaptureOptions {
  /** When the photo was taken (ISO instant), as its record holds it. */
  readonly takenAt?: string | undefined;
}

export type RejectionKind = 'not-an-image' | 'unsupported-format' | 'too-many-pixels' | 'unreadable';

export const reasons: Record<RejectionKind, string> = {
  'not-an-image': messages.rejection.notAnImage,
  'unsupported-format': messages.rejection.notAnImage,
  'too-many-pixels': messages.rejection.tooManyPixels,
  unreadable: messages.rejection.unreadable,
};

/** The file itself is at fault: retrying cannot help, the photo is refused with `reason` (French). */
export class ImageRejection extends Error {
  override readonly name = 'ImageRejection';
  readonly reason: string;

  constructor(
    readonly kind: RejectionKind,
    /** What was seen (a format name, the library's message), for the logs only. */
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(reasons[kind], options);
    this.reason = reasons[kind];
  }
}
