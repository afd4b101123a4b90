/**
 * The face worker: Human on the wasm backend, off the page's thread. It reads the stay's face strips
 * and the photos the family picks, and answers with templates. A strip's squares already hold one
 * face each, placed by the server: the template model alone reads them, several at a time, and the
 * detector is loaded only when a photo comes from the phone. Its only requests are GETs of the
 * site's model files and of the strips' links; it sends nothing anywhere.
 *
 * Threads would need cross-origin isolation, which the site does not ask for (it would block the
 * media links from the storage origin): Human runs the single-threaded wasm, with SIMD where the
 * browser has it.
 */
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type * as Tf from '@tensorflow/tfjs-core';
import Human from '@vladmandic/human';
import { chooseFaces, type PixelBox } from '#shared/face-crop-squares';
import { FACE_CROP_PX, faceCropRect } from '#shared/face-crops';
import { backendConfig, detectionConfig, FACE_TEMPLATE_MODEL } from '#shared/face-model';
import { readStripTemplates } from '#shared/face-templates';
import type { WorkerFace, WorkerReply, WorkerRequest } from './protocol';

/** The worker's global scope, as far as it is used (the page's DOM types do not describe it). */
interface WorkerScope {
  location: { href: string };
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerReply): void;
}
const scope = self as unknown as WorkerScope;

/** Where the built site keeps the models and the wasm binaries (see web/scripts/face-model-assets.ts). */
const assets = new URL(import.meta.env.VITE_FACE_ASSETS ?? '/assets/face/', scope.location.href).href;
const paths = { modelBasePath: assets, wasmPath: assets };
const forBackend = backendConfig(paths);
const forDetection = detectionConfig(paths);

/** A photo from the phone is read at this size: the faces a display copy shows, not more pixels. */
const PICKED_PHOTO_PX = 1600;
/** JPEG quality of the pictures of chosen faces kept on the device. */
const PREVIEW_QUALITY = 0.85;

interface Reader {
  human: Human;
  /** The tfjs bundled in Human (its type says `any`): the template model runs on it. */
  tf: typeof Tf;
  model: GraphModel;
}

let reader: Promise<Reader> | null = null;
/** The wasm and the template model load at the first face to read, not before. */
const ready = (): Promise<Reader> => {
  reader ??= (async () => {
    const human = new Human(forBackend);
    await human.init();
    const tf: typeof Tf = human.tf;
    const model: GraphModel = await human.tf.loadGraphModel(`${assets}${FACE_TEMPLATE_MODEL}`);
    return { human, tf, model };
  })();
  return reader;
};

/** One model run at a time: the strips download while the previous one is read. */
let turn: Promise<unknown> = Promise.resolve();
const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
  const run = turn.then(work, work);
  turn = run.catch(() => undefined);
  return run;
};

const dropped = new Set<number>();

/** The templates of the `count` squares of a strip (or of one square), in their order. */
const templatesOf = async (image: ImageBitmap | ImageData, count: number): Promise<Float32Array[]> => {
  const { tf, model } = await ready();
  const pixels = tf.browser.fromPixels(image);
  try {
    return await readStripTemplates(tf, model, pixels, count);
  } finally {
    pixels.dispose();
  }
};

const toJpeg = (canvas: OffscreenCanvas): Promise<Blob> =>
  canvas.convertToBlob({ type: 'image/jpeg', quality: PREVIEW_QUALITY });

const fetchStrip = async (url: string): Promise<{ strip: ImageBitmap; bytes: number }> => {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`Strip answered ${response.status}`);
  const blob = await response.blob();
  return { strip: await createImageBitmap(blob), bytes: blob.size };
};

const cropOf = (strip: ImageBitmap, index: number): Promise<ImageBitmap> => {
  const { left, top, width, height } = faceCropRect(index);
  return createImageBitmap(strip, left, top, width, height);
};

const readStrip = async (id: number, url: string, count: number): Promise<WorkerReply | null> => {
  const { strip, bytes } = await fetchStrip(url);
  return exclusive(async () => {
    if (dropped.delete(id)) return null;
    const templates = await templatesOf(strip, count);
    strip.close();
    return { kind: 'strip', id, templates, bytes };
  });
};

const faceOfCanvas = async (canvas: OffscreenCanvas): Promise<WorkerFace | null> => {
  // tfjs reads pixels from an ImageData, not from an OffscreenCanvas.
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
  if (!pixels) return null;
  const [template] = await templatesOf(pixels, 1);
  return template ? { preview: await toJpeg(canvas), template } : null;
};

const readStripFace = async (id: number, url: string, index: number): Promise<WorkerReply> => {
  const { strip } = await fetchStrip(url);
  const crop = await cropOf(strip, index);
  strip.close();
  const canvas = new OffscreenCanvas(FACE_CROP_PX, FACE_CROP_PX);
  canvas.getContext('2d')?.drawImage(crop, 0, 0);
  crop.close();
  const face = await exclusive(() => faceOfCanvas(canvas));
  if (!face) throw new Error('No face could be read in this crop');
  return { kind: 'faces', id, faces: [face] };
};

/** The photo at most PICKED_PHOTO_PX on its longer side, turned as its EXIF says. */
const pickedPhotoCanvas = async (file: Blob): Promise<OffscreenCanvas> => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, PICKED_PHOTO_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
};

/** The faces of a photo from the phone, cut into squares the way the server cuts a strip. */
const readPickedPhoto = async (id: number, file: Blob): Promise<WorkerReply> => {
  const photo = await pickedPhotoCanvas(file);
  const faces = await exclusive(async () => {
    // Human loads the detector at this first detection, not for a scan.
    const found = await (await ready()).human.detect(photo, forDetection);
    const boxes: PixelBox[] = found.face.map(({ box: [x, y, w, h] }) => ({ x, y, w, h }));
    const read: WorkerFace[] = [];
    for (const { square } of chooseFaces(boxes, photo)) {
      const canvas = new OffscreenCanvas(FACE_CROP_PX, FACE_CROP_PX);
      const context = canvas.getContext('2d');
      context?.drawImage(
        photo,
        square.left,
        square.top,
        square.side,
        square.side,
        0,
        0,
        FACE_CROP_PX,
        FACE_CROP_PX,
      );
      const face = await faceOfCanvas(canvas);
      if (face) read.push(face);
    }
    return read;
  });
  return { kind: 'faces', id, faces };
};

const answer = async (request: Exclude<WorkerRequest, { kind: 'drop' }>): Promise<WorkerReply | null> => {
  switch (request.kind) {
    case 'strip':
      return readStrip(request.id, request.url, request.count);
    case 'strip-face':
      return readStripFace(request.id, request.url, request.index);
    case 'picked':
      return readPickedPhoto(request.id, request.file);
  }
};

scope.addEventListener('message', ({ data: request }) => {
  if (request.kind === 'drop') {
    for (const id of request.ids) dropped.add(id);
    return;
  }
  answer(request).then(
    (reply) => {
      if (reply) scope.postMessage(reply);
    },
    (error: unknown) =>
      scope.postMessage({
        kind: 'failed',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
