/**
 * HEIC/HEIF (iPhone photos) to JPEG. sharp's prebuilt libvips cannot decode HEVC, so the pixels come
 * from libheif compiled to WebAssembly (`heic-decode`, the decoder `heic-convert` wraps) and sharp
 * encodes them. Measured on a 4032×3024 photo: heic-convert's own JPEG encoder (jpeg-js) took
 * 11.8 s, decoding with heic-decode and encoding with sharp 5.0 s (README, "Décisions").
 */
import decode from 'heic-decode';
import sharp from 'sharp';

interface HeifImage {
  readonly width: number;
  readonly height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
/** What `decode.all` really returns: its typings leave out the sizes and `dispose`. */
type HeifImages = HeifImage[] & { dispose(): void };

export class HeicTooLarge extends Error {
  override readonly name = 'HeicTooLarge';
}

const withImages = async <T>(bytes: Uint8Array, use: (first: HeifImage) => Promise<T>): Promise<T> => {
  const images = (await decode.all({ buffer: bytes })) as unknown as HeifImages;
  try {
    const first = images[0];
    if (!first) throw new Error('HEIF image not found');
    return await use(first);
  } finally {
    images.dispose();
  }
};

/** Width and height of the first image, from the header (no pixel decoded). */
export const heicSize = (bytes: Uint8Array): Promise<{ width: number; height: number }> =>
  withImages(bytes, async ({ width, height }) => ({ width, height }));

/**
 * The first image of the file as a high-quality JPEG, already oriented (libheif applies the file's
 * rotation and mirroring). The size is read from the header and refused above `maxPixels` before
 * any pixel is decoded.
 */
export const heicToJpeg = (bytes: Uint8Array, maxPixels: number): Promise<Uint8Array> =>
  withImages(bytes, async (first) => {
    if (first.width * first.height > maxPixels) throw new HeicTooLarge(`${first.width}×${first.height}`);
    const { width, height, data } = await first.decode();
    const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return sharp(rgba, { raw: { width, height, channels: 4 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  });
