/**
 * Templates computed in Node exactly as the family's device computes them: Human's wasm backend
 * started with the shared `backendConfig`, and the template model run alone on square crops by
 * `readStripTemplates`. The tests measure the matcher with it.
 */
import { loadGraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { installedFaceModelPaths, loadHuman } from '#functions/adapters/faces/human-node.js';
import type { RgbImage } from '#functions/ports/face-detector.js';
import { backendConfig, FACE_TEMPLATE_MODEL } from '#shared/face-model.js';
import { readStripTemplates } from '#shared/face-templates.js';

export interface TemplateReader {
  /** The templates of square crops of the same size, in their order. */
  templatesOf(crops: readonly RgbImage[]): Promise<Float32Array[]>;
}

export async function openTemplateReader(): Promise<TemplateReader> {
  const paths = installedFaceModelPaths();
  await loadHuman(backendConfig(paths));
  const model = await loadGraphModel(`${paths.modelBasePath}${FACE_TEMPLATE_MODEL}`);
  return {
    async templatesOf(crops) {
      if (crops.length === 0) return [];
      // Side by side, as the server's strip holds them.
      const strip = tf.tidy(() =>
        tf.concat(
          crops.map((crop) => tf.tensor3d(crop.data, [crop.height, crop.width, crop.channels], 'int32')),
          1,
        ),
      );
      try {
        return await readStripTemplates(tf, model, strip, crops.length);
      } finally {
        strip.dispose();
      }
    },
  };
}
