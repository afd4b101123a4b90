/**
 * HEIC/HEIF (iPhone photos) to JPEG. sharp's prebuilt libvips cannot decode HEVC, so the pixels come
 * from libheif compiled to WebAssembly (`libheif-js`, the decoder `heic-convert` wraps) and sharp
 * encodes them. Measured on a 4032×3024 photo: heic-convert's own JPEG encoder (jpeg-js) took
 * 11.8 s, decoding with libheif and encoding with sharp 5.0 s (README, "Décisions").
 *
 * libheif is loaded on the first HEIC, not with the module: compiling its 1.4 MB of WebAssembly
 * takes longer than the rest of a worker's start, and most uploads are JPEGs. Its loader reads
 * `libheif.wasm` beside itself: in node_modules here, beside the bundle in a Lambda (the bundling
 * copies it there, see infra/lib/sharp-bundling.ts).
 */
import sharp from 'sharp';

/** The part of libheif's JavaScript API used here (its typings cover the raw C functions only). */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  /** Decodes into `target` as RGBA, then calls back with it, or with null on failure. */
  display(target: RgbaImage, done: (image: RgbaImage | null) => void): void;
  free(): void;
}
interface RgbaImage {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[]; decoder: { delete(): void } | null };
}

let loading: Promise<Libheif> | undefined;

const libheif = (): Promise<Libheif> => {
  loading ??= import('libheif-js/libheif-wasm/libheif.js')
    .then(({ default: create }) => create() as unknown as Libheif)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
};

export class HeicTooLarge extends Error {
  override readonly name = 'HeicTooLarge';
}

const rgbaOf = (image: HeifImage): Promise<RgbaImage> => {
  const width = image.get_width();
  const height = image.get_height();
  return new Promise((resolve, reject) => {
    image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (decoded) =>
      decoded ? resolve(decoded) : reject(new Error('HEIF processing error')),
    );
  });
};

const withFirstImage = async <T>(bytes: Uint8Array, use: (first: HeifImage) => Promise<T>): Promise<T> => {
  const decoder = new (await libheif()).HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const first = images[0];
    if (!first) throw new Error('HEIF image not found');
    return await use(first);
  } finally {
    for (const image of images) image.free();
    decoder.decoder?.delete();
  }
};

/** Width and height of the first image, from the header (no pixel decoded). */
export const heicSize = (bytes: Uint8Array): Promise<{ width: number; height: number }> =>
  withFirstImage(bytes, async (first) => ({ width: first.get_width(), height: first.get_height() }));

/**
 * The first image of the file as a high-quality JPEG, already oriented (libheif applies the file's
 * rotation and mirroring). The size is read from the header and refused above `maxPixels` before
 * any pixel is decoded.
 */
export const heicToJpeg = (bytes: Uint8Array, maxPixels: number): Promise<Uint8Array> =>
  withFirstImage(bytes, async (first) => {
    const width = first.get_width();
    const height = first.get_height();
    if (width * height > maxPixels) throw new HeicTooLarge(`${width}×${height}`);
    const { data } = await rgbaOf(first);
    const rgba = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return sharp(rgba, { raw: { width, height, channels: 4 } })
      .jpeg({ quality: 95 })
      .toBuffer();
  });
