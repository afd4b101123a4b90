import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio, thumbHashToRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { ImageRejection, type RejectionKind } from '#functions/ports/image-processor.js';
import { DISPLAY_SIZE, THUMBNAIL_SIZE } from '#shared/limits.js';
import { messages } from '#shared/messages.js';
import { RENDITIONS, renditionSize } from '#shared/renditions.js';
import {
  CAMERA_MAKE,
  datedPhoneJpeg,
  gif,
  largeJpeg,
  phoneJpeg,
  pixelBombPng,
  plainWebp,
  SERIAL_NUMBER,
  textFile,
  tinyJpeg,
  transparentPng,
  truncatedJpeg,
  XMP_MARKER,
} from '#test/fixtures/images.js';
import { exifTags } from '#test/helpers/exif-tags.js';
import { captureTime } from './exif-date.js';
import { createSharpImageProcessor, explainRenderingFailure, sniffFormat } from './image-processor.js';

const images = createSharpImageProcessor();

/** The aspect ratio a ThumbHash (base64) stores, as the browser will read it. */
const placeholderAspect = (placeholder: string): number =>
  thumbHashToApproximateAspectRatio(Buffer.from(placeholder, 'base64'));

/** The rejection a call ends with, or a failure if it did not reject with one. */
const rejectionOf = async (call: Promise<unknown>): Promise<ImageRejection> => {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ImageRejection)) throw new Error(`expected an ImageRejection, got ${String(error)}`);
  return error;
};

const longSide = (image: { width: number; height: number }): number => Math.max(image.width, image.height);

describe('image processor: inspect', () => {
  it.each([
    ['jpeg', phoneJpeg],
    ['png', transparentPng],
    ['webp', plainWebp],
  ] as const)('recognises a %s by its content', async (format, make) => {
    // Prepare
    const bytes = await make();
    // Act
    const info = await images.inspect(bytes);
    // Assess
    expect(info.format).toBe(format);
    expect(sniffFormat(bytes)).toBe(format);
  });

  it('gives the size as people see it, after the EXIF orientation', async () => {
    // Prepare: 600×400 pixels stored, orientation 6
    const bytes = await phoneJpeg(600, 400);
    // Act
    const info = await images.inspect(bytes);
    // Assess
    expect(info).toEqual({ format: 'jpeg', width: 400, height: 600 });
  });

  it.each<[string, () => Buffer | Promise<Buffer>, RejectionKind, string]>([
    ['a text file renamed .jpg', textFile, 'not-an-image', messages.rejection.notAnImage],
    ['an empty file', () => Buffer.alloc(0), 'not-an-image', messages.rejection.notAnImage],
    ['a GIF', gif, 'unsupported-format', messages.rejection.notAnImage],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'unsupported-format',
      messages.rejection.notAnImage,
    ],
    ['a decompression bomb', pixelBombPng, 'too-many-pixels', messages.rejection.tooManyPixels],
    [
      'a JPEG cut inside its header',
      async () => (await tinyJpeg()).subarray(0, 30),
      'unreadable',
      messages.rejection.unreadable,
    ],
  ])('refuses %s with the French reason', async (_, make, kind, reason) => {
    // Prepare
    const bytes = await make();
    // Act
    const rejection = await rejectionOf(images.inspect(bytes));
    // Assess
    expect(rejection.kind).toBe(kind);
    expect(rejection.reason).toBe(reason);
  });
});

describe('image processor: derive', () => {
  it('applies the EXIF orientation: 600×400 stored with orientation 6 comes out 400×600 portrait', async () => {
    // Prepare
    const bytes = await phoneJpeg(600, 400);
    // Act
    const derived = await images.derive(bytes);
    // Assess
    expect(derived.original).toMatchObject({ width: 400, height: 600 });
    const metadata = await sharp(derived.original.data).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 400, height: 600 });
    expect(metadata.orientation ?? 1).toBe(1);
  });

  it('strips every piece of metadata from every derivative, JPEG and WebP', async () => {
    // Prepare: EXIF with camera and GPS, XMP and a P3 colour profile
    const bytes = await phoneJpeg();
    const input = await sharp(bytes).metadata();
    expect(input.exif && input.xmp && input.icc).toBeTruthy();
    expect(input.exif?.includes(CAMERA_MAKE)).toBe(true);
    // Act
    const derived = await images.derive(bytes);
    // Assess
    const outputs = [
      ...[derived.original, derived.display, derived.thumb].map((image) => ({ image, format: 'jpeg' })),
      ...derived.renditions.map((image) => ({ image, format: 'webp' })),
    ];
    expect(outputs).toHaveLength(3 + RENDITIONS.length);
    for (const { image, format } of outputs) {
      const metadata = await sharp(image.data).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.space).toBe('srgb');
      const raw = Buffer.from(image.data);
      expect(raw.includes(CAMERA_MAKE)).toBe(false);
      expect(raw.includes(XMP_MARKER)).toBe(false);
    }
  });

  it('keeps only the capture time and orientation 1 in every copy: no GPS, serial, make nor thumbnail', async () => {
    // Prepare: a phone photo taken at 14:32:05 in Paris on 8 July 2026, with GPS and a serial number
    const bytes = await datedPhoneJpeg();
    // Act
    const derived = await images.derive(bytes);
    // Assess
    expect(derived.takenAt).toBe('2026-07-08T12:32:05.000Z');
    const outputs = [derived.original, derived.display, derived.thumb, ...derived.renditions];
    expect(outputs).toHaveLength(3 + RENDITIONS.length);
    for (const image of outputs) {
      const metadata = await sharp(image.data).metadata();
      expect(metadata.exif).toBeDefined();
      const exif = metadata.exif ?? Buffer.alloc(0);
      expect(captureTime(exif, new Date('2026-07-09T00:00:00Z'))).toBe('2026-07-08T12:32:05.000Z');
      expect(exif.includes('2026:07:08 14:32:05')).toBe(true);
      expect(exif.includes('+02:00')).toBe(true);
      expect(metadata.orientation).toBe(1);
      const tags = exifTags(exif);
      expect(tags.gps).toEqual([]);
      expect(tags.hasIfd1).toBe(false);
      // Orientation, what the encoders state (resolution, JPEG chroma positioning), the Exif IFD.
      const allowed = [0x0112, 0x011a, 0x011b, 0x0128, 0x0213, 0x8769];
      expect(tags.ifd0.filter((tag) => !allowed.includes(tag))).toEqual([]);
      expect(tags.ifd0).toContain(0x0112);
      // The capture time, and what the encoders state about the image itself: EXIF and Flashpix
      // versions, components, colour space and pixel size.
      const format = [0x9000, 0x9101, 0xa000, 0xa001, 0xa002, 0xa003];
      expect(tags.exif.filter((tag) => !format.includes(tag)).sort((a, b) => a - b)).toEqual([
        0x9003, 0x9011,
      ]);
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      const raw = Buffer.from(image.data);
      for (const secret of [CAMERA_MAKE, SERIAL_NUMBER, XMP_MARKER, 'Un formateur'])
        expect(raw.includes(secret)).toBe(false);
    }
  });

  it('writes the capture time it is given, as Paris time with its offset, whatever the input says', async () => {
    // Prepare: a photo without EXIF (a turned original) whose record knows a winter capture time
    const bytes = await phoneJpeg(300, 200);
    // Act
    const derived = await images.derive(bytes, { takenAt: '2026-02-10T08:05:00.000Z' });
    const web = await images.deriveWebCopies(derived.original.data);
    // Assess
    expect(derived.takenAt).toBe('2026-02-10T08:05:00.000Z');
    for (const image of [derived.original, derived.display, derived.thumb, ...web.renditions]) {
      const exif = (await sharp(image.data).metadata()).exif ?? Buffer.alloc(0);
      expect(exif.includes('2026:02:10 09:05:00')).toBe(true);
      expect(exif.includes('+01:00')).toBe(true);
      expect(exifTags(exif).gps).toEqual([]);
    }
  });

  it('makes a display copy and a thumbnail within their long sides, keeping the proportions', async () => {
    // Prepare
    const bytes = await phoneJpeg(2400, 1800);
    // Act
    const { original, display, thumb } = await images.derive(bytes);
    // Assess
    expect(original).toMatchObject({ width: 1800, height: 2400 });
    expect(display).toMatchObject({ width: 1200, height: DISPLAY_SIZE });
    expect(thumb).toMatchObject({ width: 300, height: THUMBNAIL_SIZE });
    const thumbMetadata = await sharp(thumb.data).metadata();
    expect([thumbMetadata.width, thumbMetadata.height]).toEqual([300, THUMBNAIL_SIZE]);
  });

  it('never enlarges a small image', async () => {
    // Act
    const derived = await images.derive(await tinyJpeg());
    // Assess
    const { original, display, thumb, renditions } = derived;
    for (const image of [original, display, thumb, ...renditions])
      expect(image).toMatchObject({ width: 1, height: 1 });
  });

  it('flattens transparency on white', async () => {
    // Prepare: half-transparent red
    const bytes = await transparentPng();
    // Act
    const { display } = await images.derive(bytes);
    // Assess
    const { data, info } = await sharp(display.data).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const [r = 0, g = 0, b = 0] = data;
    expect(r).toBeGreaterThan(240);
    expect(Math.abs(g - 128)).toBeLessThan(12);
    expect(Math.abs(b - 128)).toBeLessThan(12);
  });

  it('converts a WebP to JPEG derivatives', async () => {
    // Act
    const { original, display, thumb } = await images.derive(await plainWebp(800, 600));
    // Assess
    expect((await sharp(original.data).metadata()).format).toBe('jpeg');
    expect(longSide(display)).toBe(800);
    expect(longSide(thumb)).toBe(THUMBNAIL_SIZE);
  });

  it('refuses a truncated JPEG as unreadable, although its header is fine', async () => {
    // Prepare
    const bytes = await truncatedJpeg();
    await expect(images.inspect(bytes)).resolves.toMatchObject({ format: 'jpeg' });
    // Act
    const rejection = await rejectionOf(images.derive(bytes));
    // Assess
    expect(rejection.kind).toBe('unreadable');
    expect(rejection.reason).toBe(messages.rejection.unreadable);
  });

  it('refuses a truncated JPEG even when the library lost the reason of its failure', async () => {
    // Prepare: what sharp answers when parallel decodes of one broken file race for libvips' message
    const bare = new Error('Unknown error');
    // Act
    const explained = await explainRenderingFailure(bare, await truncatedJpeg());
    // Assess
    expect(explained).toBeInstanceOf(ImageRejection);
    expect((explained as ImageRejection).kind).toBe('unreadable');
  });

  it('keeps an unexplained failure a real error when the file decodes on its own', async () => {
    // Prepare
    const bare = new Error('Unknown error');
    // Act
    const explained = await explainRenderingFailure(bare, await tinyJpeg());
    // Assess: the photo is fine, so the job must be retried, not the photo refused
    expect(explained).toBe(bare);
  });

  it('refuses a text file renamed .jpg with the French reason', async () => {
    // Act
    const rejection = await rejectionOf(images.derive(textFile()));
    // Assess
    expect(rejection.reason).toBe(messages.rejection.notAnImage);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    // Act
    const rejection = await rejectionOf(images.derive(pixelBombPng()));
    // Assess: decoding would have failed as unreadable (its data is cut short)
    expect(rejection.kind).toBe('too-many-pixels');
    expect(rejection.reason).toBe(messages.rejection.tooManyPixels);
  });

  it('makes a 12 MP phone photo into a display copy and a thumbnail a grid can afford', async () => {
    // Prepare
    const bytes = await largeJpeg(4000, 3000);
    // Act
    const derived = await images.derive(bytes);
    // Assess: the long sides are 1600 and 400 px (the fixture is stored sideways), and a grid of
    // thumbnails weighs little.
    const sides = ({ width, height }: { width: number; height: number }) =>
      [width, height].sort((a, b) => b - a);
    expect(sides(derived.display)).toEqual([1600, 1200]);
    expect(sides(derived.thumb)).toEqual([400, 300]);
    expect(derived.thumb.data.byteLength).toBeLessThan(bytes.byteLength / 20);
    expect(derived.display.data.byteLength).toBeLessThan(bytes.byteLength / 3);
  }, 60_000);
});

describe('image processor: WebP copies and placeholder', () => {
  it('makes every WebP copy at its announced size, oriented like the photo', async () => {
    // Prepare: 3000×2000 stored sideways, seen as 2000×3000 portrait
    const bytes = await phoneJpeg(3000, 2000);
    // Act
    const { renditions } = await images.derive(bytes);
    // Assess
    expect(renditions.map((copy) => copy.name)).toEqual(RENDITIONS.map((rendition) => rendition.name));
    for (const [index, rendition] of RENDITIONS.entries()) {
      const copy = renditions[index];
      const expected = renditionSize(2000, 3000, rendition);
      expect(copy).toMatchObject(expected);
      const metadata = await sharp(copy?.data).metadata();
      expect(metadata).toMatchObject({ format: 'webp', ...expected });
      expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
      expect(metadata.orientation ?? 1).toBe(1);
    }
    // Thumbnails are bounded by their short side (tiles are squares), display copies by their long one.
    expect(renditions.find((copy) => copy.name === 'thumb-360')).toMatchObject({ width: 360, height: 540 });
    expect(renditions.find((copy) => copy.name === 'display-1600')).toMatchObject({
      width: 1067,
      height: 1600,
    });
  });

  it('gives a placeholder that decodes to the photo’s aspect, portrait or landscape', async () => {
    // Prepare
    const portrait = await phoneJpeg(1200, 800);
    const landscape = await plainWebp(800, 600);
    // Act
    const [sideways, wide] = await Promise.all([images.derive(portrait), images.derive(landscape)]);
    // Assess: orientation 6 makes 1200×800 a 800×1200 photo
    // (ThumbHash stores the aspect roughly, to within a few per cent.)
    expect(Math.abs(placeholderAspect(sideways.placeholder) / (800 / 1200) - 1)).toBeLessThan(0.08);
    expect(Math.abs(placeholderAspect(wide.placeholder) / (800 / 600) - 1)).toBeLessThan(0.08);
    const decoded = thumbHashToRGBA(Buffer.from(sideways.placeholder, 'base64'));
    expect(decoded.h).toBeGreaterThan(decoded.w);
    expect(sideways.placeholder.length).toBeLessThanOrEqual(40);
  });

  it('keeps the colour of the photo in the placeholder', async () => {
    // Prepare: a flat green photo (#3a7a55)
    const bytes = await phoneJpeg(600, 400);
    // Act
    const { placeholder } = await images.derive(bytes);
    // Assess: the middle pixel of the decoded placeholder is that green
    const { w, h, rgba } = thumbHashToRGBA(Buffer.from(placeholder, 'base64'));
    const at = (Math.floor(h / 2) * w + Math.floor(w / 2)) * 4;
    const [r = 0, g = 0, b = 0] = rgba.subarray(at, at + 3);
    expect(Math.abs(r - 0x3a)).toBeLessThan(16);
    expect(Math.abs(g - 0x7a)).toBeLessThan(16);
    expect(Math.abs(b - 0x55)).toBeLessThan(16);
  });

  it('makes the same copies from a stored original as from the upload', async () => {
    // Prepare: the original as the worker stores it (oriented, JPEG)
    const { original, renditions, placeholder } = await images.derive(await phoneJpeg(1200, 800));
    // Act
    const again = await images.deriveWebCopies(original.data);
    // Assess
    expect(again.renditions.map(({ name, width, height }) => ({ name, width, height }))).toEqual(
      renditions.map(({ name, width, height }) => ({ name, width, height })),
    );
    expect(placeholderAspect(again.placeholder)).toBeCloseTo(placeholderAspect(placeholder), 2);
  });

  it('refuses a file that is not an image, as derive does', async () => {
    // Act
    const rejection = await rejectionOf(images.deriveWebCopies(textFile()));
    // Assess
    expect(rejection.kind).toBe('not-an-image');
  });
});
