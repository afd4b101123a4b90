/**
 * A face's template read straight from its square: the server already found where the face is and
 * cut it with a known margin, so the device runs the template model alone, with no detector and no
 * landmarks. Each square of a strip is cropped to the face (the margin trimmed by a fixed share),
 * brought to the model's input size and read, several squares per run of the model. The Node tests
 * and the family's device both read templates here, each giving its own tfjs (the device's is the
 * one bundled in Human).
 */
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type * as Tf from '@tensorflow/tfjs-core';
import { FACE_TEMPLATE_LENGTH } from './face-model.js';

/** Side of the template model's input, in pixels. */
export const FACE_TEMPLATE_INPUT_PX = 224;

/**
 * Share of a square trimmed on each side before the template is read. The server's square keeps
 * about 22 % of margin on each side of the detected box; trimming 20 % leaves the face with a little
 * of its outline, which matched the right person first in every case measured (the whole square,
 * margin included, in 93.5 %).
 */
export const FACE_TEMPLATE_INSET = 0.2;

/** Squares read per run of the model: one call into the wasm for several faces. */
export const FACE_TEMPLATE_BATCH = 8;

/** Where face `index` of a strip of `count` squares lies, as tfjs's crop box (y1, x1, y2, x2) in shares. */
const faceBox = (index: number, count: number): [number, number, number, number] => [
  FACE_TEMPLATE_INSET,
  (index + FACE_TEMPLATE_INSET) / count,
  1 - FACE_TEMPLATE_INSET,
  (index + 1 - FACE_TEMPLATE_INSET) / count,
];

/** The template output of the model: the one of its outputs that is a 1024-number vector per face. */
const templatesOf = (outputs: Tf.Tensor | Tf.Tensor[]): Tf.Tensor => {
  const list = Array.isArray(outputs) ? outputs : [outputs];
  const found = list.find((output) => output.shape[1] === FACE_TEMPLATE_LENGTH);
  if (!found) throw new Error('The template model gave no template');
  return found;
};

/**
 * The templates of the `count` squares of a strip, side by side in an RGB image whose values go
 * from 0 to 255 (as `tf.browser.fromPixels` gives them), in the strip's order.
 */
export async function readStripTemplates(
  tf: typeof Tf,
  model: GraphModel,
  strip: Tf.Tensor3D,
  count: number,
): Promise<Float32Array[]> {
  const templates: Float32Array[] = [];
  for (let first = 0; first < count; first += FACE_TEMPLATE_BATCH) {
    const indexes = [...Array(Math.min(FACE_TEMPLATE_BATCH, count - first)).keys()].map((i) => first + i);
    const batch = tf.tidy(() => {
      const image = tf.expandDims(tf.cast(strip, 'float32'), 0) as Tf.Tensor4D;
      const squares = tf.image.cropAndResize(
        image,
        indexes.map((index) => faceBox(index, count)),
        indexes.map(() => 0),
        [FACE_TEMPLATE_INPUT_PX, FACE_TEMPLATE_INPUT_PX],
      );
      return tf.clone(templatesOf(model.execute(squares)));
    });
    const values = (await batch.data()) as Float32Array;
    batch.dispose();
    for (let i = 0; i < indexes.length; i++)
      templates.push(values.slice(i * FACE_TEMPLATE_LENGTH, (i + 1) * FACE_TEMPLATE_LENGTH));
  }
  return templates;
}
