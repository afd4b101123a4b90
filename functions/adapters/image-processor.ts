/**
 * The image library behind a small interface: what a photo really is (by content, not by name or
 * declared type), the three JPEG derivatives the portal serves, the WebP copies the gallery prefers
 * and a ThumbHash placeholder, all oriented and stripped of every piece of metadata (a phone photo
 * carries GPS coordinates of children's holiday camps) but one: when the photo was taken, so a copy
 * saved to a phone sorts at the day of the stay, not among the family's own pictures of today.
 */

import type { Metadata, SharpOptions } from 'sharp';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import {
  type CaptureOptions,
  type DerivedImage,
  type DerivedImages,
  type ImageFormat,
  type ImageInfo,
  type ImageProcessor,
  ImageRejection,
  type RenderedCopy,
  type WebCopies,
} from '#functions/ports/image-processor.js';
import { DISPLAY_SIZE, MAX_IMAGE_PIXELS, THUMBNAIL_SIZE } from '#shared/limits.js';
import type { PhotoVariant } from '#shared/media-keys.js';
import { RENDITIONS, renditionSize, type Rendition as WebRendition } from '#shared/renditions.js';
import { type CaptureTags, captureTags, captureTime } from './exif-date.js';
import { HeicTooLarge, heicSize, heicToJpeg } from './heic-decoder.js';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** ISO-BMFF brands of HEVC-coded HEIF files (AVIF, also HEIF but AV1-coded, is not among them). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

/** An `ftyp` box whose major brand, or for the generic `mif1`/`msf1` a compatible brand, is HEVC's. */
const isHeic = (bytes: Uint8Array): boolean => {
  if (bytes.length < 16 || !startsWith(bytes, ascii('ftyp'), 4)) return false;
  const brand = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  const major = brand(8);
  if (HEIC_BRANDS.has(major)) return true;
  if (!GENERIC_HEIF_BRANDS.has(major)) return false;
  const boxSize = Math.min(
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
    bytes.length,
    256,
  );
  for (let at = 16; at + 4 <= boxSize; at += 4) if (HEIC_BRANDS.has(brand(at))) return true;
  return false;
};

/** The accepted formats, by magic bytes: nothing else ever reaches the decoders. */
export const sniffFormat = (bytes: Uint8Array): ImageFormat | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (isHeic(bytes)) return 'heic';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
};

/** Other images people send (iPhone HEIC above all), named in the logs so the refusals can be explained. */
const sniffOtherImage = (bytes: Uint8Array): string | undefined => {
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, ascii('BM'))) return 'bmp';
  if (startsWith(bytes, ascii('ftyp'), 4)) return `isobmff:${String.fromCharCode(...bytes.subarray(8, 12))}`;
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return undefined;
};

const INPUT: SharpOptions = {
  // Checked on the header, before any pixel is decoded: a 99-byte PNG may claim 20 000 × 20 000.
  limitInputPixels: MAX_IMAGE_PIXELS,
  // Refuse truncated and broken data, but not the harmless warnings some phone encoders cause
  // ("extraneous bytes before marker"), which the default level 'warning' would turn into refusals.
  failOn: 'error',
};

const PIXEL_LIMIT = /exceeds pixel limit/i;
/** Messages of libvips' loaders and of sharp's input checks: the data is at fault, not the machine. */
const BAD_INPUT =
  /^(Input (buffer|image|file)|VipsJpeg|vipsjpeg|VipsPng|vipspng|webp|VipsForeignLoad|jpegload|pngload|webpload)|premature end|corrupt|truncat|read error|unable to parse/i;

/** Turns a library error about the input into a rejection; anything else stays a real error. */
const classify = (error: unknown): unknown => {
  if (error instanceof ImageRejection || !(error instanceof Error)) return error;
  if (PIXEL_LIMIT.test(error.message))
    return new ImageRejection('too-many-pixels', error.message, { cause: error });
  if (BAD_INPUT.test(error.message)) return new ImageRejection('unreadable', error.message, { cause: error });
  return error;
};

/**
 * Explains a failed rendering. libvips keeps a single error buffer for all its threads: when the
 * renderings of one broken file fail together, some come back with sharp's bare "Unknown error". One
 * decode of the file alone then tells a broken input (a rejection) from a failure of the machine.
 */
export const explainRenderingFailure = async (error: unknown, bytes: Uint8Array): Promise<unknown> => {
  const classified = classify(error);
  if (classified instanceof ImageRejection) return classified;
  try {
    await sharp(bytes, INPUT).toBuffer();
  } catch (decodeError) {
    const reason = classify(decodeError);
    return reason instanceof ImageRejection
      ? reason
      : new ImageRejection('unreadable', String(decodeError), { cause: decodeError });
  }
  return error;
};

const inspectHeic = async (bytes: Uint8Array): Promise<ImageInfo> => {
  let size: { width: number; height: number };
  try {
    size = await heicSize(bytes);
  } catch (error) {
    throw new ImageRejection('unreadable', String(error), { cause: error });
  }
  const { width, height } = size;
  if (!width || !height) throw new ImageRejection('unreadable', 'no dimensions');
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejection('too-many-pixels', `${width}×${height}`);
  return { format: 'heic', width, height };
};

/** HEIC → JPEG: every later step then works on a format sharp decodes. */
const convertHeic = async (bytes: Uint8Array): Promise<Uint8Array> => {
  try {
    return await heicToJpeg(bytes, MAX_IMAGE_PIXELS);
  } catch (error) {
    if (error instanceof HeicTooLarge) throw new ImageRejection('too-many-pixels', error.message);
    throw new ImageRejection('unreadable', String(error), { cause: error });
  }
};

const inspect = async (bytes: Uint8Array): Promise<ImageInfo> => {
  const format = sniffFormat(bytes);
  if (!format) {
    const other = sniffOtherImage(bytes);
    throw other ? new ImageRejection('unsupported-format', other) : new ImageRejection('not-an-image');
  }
  if (format === 'heic') return inspectHeic(bytes);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, INPUT).metadata();
  } catch (error) {
    const classified = classify(error);
    // Header parsing of bytes in memory fails only because of the bytes.
    throw classified instanceof ImageRejection
      ? classified
      : new ImageRejection('unreadable', String(error), { cause: error });
  }
  if (metadata.format !== format) throw new ImageRejection('unsupported-format', metadata.format);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRejection('unreadable', 'no dimensions');
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejection('too-many-pixels', `${width}×${height}`);
  return { format, width, height };
};

interface Rendition {
  /** Longest side; none for the original. */
  readonly size?: number;
  readonly quality: number;
}

const JPEG_RENDITIONS: Readonly<Record<PhotoVariant, Rendition>> = {
  original: { quality: 90 },
  display: { size: DISPLAY_SIZE, quality: 82 },
  thumb: { size: THUMBNAIL_SIZE, quality: 75 },
};

/** What sharp's withExif takes: all the EXIF a served copy carries. */
type CopyExif = Record<string, Record<string, string>>;

/**
 * The EXIF of every served copy: the capture time and orientation 1 (the pixels are already turned),
 * nothing else. withExif writes only these tags, whatever the input holds (no GPS, serial numbers,
 * maker notes nor embedded thumbnail); keepExif and withMetadata would keep the input's GPS.
 */
const copyExif = (takenAt: string | undefined): CopyExif | undefined => {
  const tags: CaptureTags | undefined = takenAt === undefined ? undefined : captureTags(takenAt);
  return tags && { IFD0: { Orientation: '1' }, IFD2: { ...tags } };
};

/**
 * One pipeline per derivative, each straight from the input, so libvips shrinks JPEG and WebP while
 * decoding them. Measured on a 4000×3000 JPEG (2 cores): the three pipelines in parallel take ~300 ms,
 * making the thumbnail from the display copy ~350 ms (one more step in sequence), so they run in parallel.
 */
const render = async (
  bytes: Uint8Array,
  { size, quality }: Rendition,
  exif?: CopyExif,
): Promise<DerivedImage> => {
  let image = sharp(bytes, INPUT).rotate();
  if (size) image = image.resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
  // No keepMetadata/withMetadata: sharp then writes no XMP, IPTC nor ICC, and converts an embedded
  // colour profile to sRGB first; the EXIF is only the capture time given here.
  if (exif) image = image.withExif(exif);
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** One derivative exactly as the worker renders it; the media benchmark times the display copy and the thumbnail with it. */
export const renderVariant = (bytes: Uint8Array, variant: PhotoVariant): Promise<DerivedImage> =>
  render(bytes, JPEG_RENDITIONS[variant]);

/** ThumbHash takes at most 100×100 pixels; its aspect ratio is the photo's. */
const PLACEHOLDER_INPUT = 100;

interface RawImage {
  readonly data: Buffer;
  readonly raw: { width: number; height: number; channels: 3 };
}

const fromRaw = ({ data, raw }: RawImage) => sharp(data, { raw });

/**
 * The WebP copies and the placeholder, all from one decoded image at the size of the largest copy:
 * decoding a 12 MP JPEG once instead of six times. Each copy is resized to exactly the size the API
 * announces for it (renditionSize).
 */
const renderWebCopies = async (bytes: Uint8Array, exif?: CopyExif): Promise<WebCopies> => {
  const { autoOrient } = await sharp(bytes, INPUT).metadata();
  const sizes = RENDITIONS.map((rendition) => renditionSize(autoOrient.width, autoOrient.height, rendition));
  const largest = sizes.reduce((a, b) => (b.width > a.width ? b : a));
  const { data, info } = await sharp(bytes, INPUT)
    .rotate()
    .resize({ ...largest, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base: RawImage = { data, raw: { width: info.width, height: info.height, channels: 3 } };
  const renderCopy = async (rendition: WebRendition, index: number): Promise<RenderedCopy> => {
    const size = sizes[index] ?? largest;
    let image = fromRaw(base);
    if (size.width !== info.width || size.height !== info.height)
      image = image.resize({ ...size, fit: 'fill' });
    if (exif) image = image.withExif(exif);
    const out = await image.webp({ quality: rendition.quality }).toBuffer({ resolveWithObject: true });
    return { name: rendition.name, data: out.data, width: out.info.width, height: out.info.height };
  };
  const renderPlaceholder = async (): Promise<string> => {
    const small = await fromRaw(base)
      .resize({ width: PLACEHOLDER_INPUT, height: PLACEHOLDER_INPUT, fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString('base64');
  };
  const [placeholder, ...renditions] = await Promise.all([
    renderPlaceholder(),
    ...RENDITIONS.map(renderCopy),
  ]);
  return { renditions, placeholder };
};

/**
 * The capture time given, else the one in the upload's EXIF. Read from the upload itself, not from
 * what it was converted to: a HEIC's EXIF lives in its container, which sharp reads without decoding
 * the HEVC pixels, and the conversion to JPEG does not carry it over.
 */
const takenAtOf = async (upload: Uint8Array, { takenAt }: CaptureOptions): Promise<string | undefined> => {
  if (takenAt !== undefined) return takenAt;
  return captureTime((await sharp(upload, INPUT).metadata()).exif, new Date());
};

const derive = async (input: Uint8Array, options: CaptureOptions = {}): Promise<DerivedImages> => {
  // Never hand the decoders anything the header check refuses (SVG, AVIF, bombs...).
  const { format } = await inspect(input);
  const bytes = format === 'heic' ? await convertHeic(input) : input;
  // Read before the copies drop the rest of the metadata.
  const takenAt = await takenAtOf(input, options);
  const exif = copyExif(takenAt);
  try {
    const [original, display, thumb, web] = await Promise.all([
      render(bytes, JPEG_RENDITIONS.original, exif),
      render(bytes, JPEG_RENDITIONS.display, exif),
      render(bytes, JPEG_RENDITIONS.thumb, exif),
      renderWebCopies(bytes, exif),
    ]);
    return { original, display, thumb, ...web, takenAt };
  } catch (error) {
    throw await explainRenderingFailure(error, bytes);
  }
};

const deriveWebCopies = async (input: Uint8Array, options: CaptureOptions = {}): Promise<WebCopies> => {
  const { format } = await inspect(input);
  const bytes = format === 'heic' ? await convertHeic(input) : input;
  const exif = copyExif(await takenAtOf(input, options));
  try {
    return await renderWebCopies(bytes, exif);
  } catch (error) {
    throw await explainRenderingFailure(error, bytes);
  }
};

export const createSharpImageProcessor = (): ImageProcessor => {
  // Every photo is processed once: libvips' operation cache would only hold memory between jobs.
  sharp.cache(false);
  return { inspect, derive, deriveWebCopies };
};
