/**
 * Templates computed in Node exactly as the family's device computes them: the shared face model's
 * `templateConfig`, run on one square crop of a strip. The tests measure the matcher with it.
 */
import { tensor3d } from '@tensorflow/tfjs-core';
import { installedFaceModelPaths, loadHuman } from '#functions/adapters/faces/human-node.js';
import type { RgbImage } from '#functions/ports/face-detector.js';
import { FACE_TEMPLATE_LENGTH, templateConfig } from '#shared/face-model.js';

export interface TemplateReader {
  /** The template of the crop's face, or null when the model finds no face in it. */
  templateOf(crop: RgbImage): Promise<Float32Array | null>;
}

export async function openTemplateReader(): Promise<TemplateReader> {
  const human = await loadHuman(templateConfig(installedFaceModelPaths()));
  return {
    async templateOf(crop) {
      const tensor = tensor3d(crop.data, [crop.height, crop.width, crop.channels], 'int32');
      try {
        const result = await human.detect(tensor);
        const embedding = result.face[0]?.embedding;
        if (!embedding || embedding.length !== FACE_TEMPLATE_LENGTH) return null;
        return Float32Array.from(embedding);
      } finally {
        tensor.dispose();
      }
    },
  };
}
