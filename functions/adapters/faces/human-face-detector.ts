/**
 * Finds the faces of a photo with the child finder's face model (Human's BlazeFace on the wasm
 * backend, `detectionConfig`): boxes and confidences only, never a template.
 *
 * Deployment: the Lambda has no network and no `node_modules`, so its asset must carry, beside the
 * bundled code, these files, found in the repository at:
 * - `node_modules/@vladmandic/human/models/blazeface.json` and `blazeface.bin` (the detector, 600 kB),
 *   copied into one folder, passed as `modelDir` (e.g. `models/face/` of the asset);
 * - `node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm` (what Node 24 loads:
 *   it has SIMD, and tfjs finds no thread support in Node) and `tfjs-backend-wasm.wasm` (the
 *   fallback without SIMD), 740 kB together, copied into one folder, passed as `wasmDir` (e.g. `wasm/`
 *   of the asset). The threaded build is never loaded in Node.
 * esbuild bundles the code whole (Human, tfjs core, converter and wasm backend: 1.4 MB minified);
 * nothing stays external. Checked: that bundle, alone in a folder with these files, found the 6
 * faces of a group photo under Node 24 with no `node_modules` and no network.
 * `DETECTOR_ASSET_FILES` below lists each file and its place in the asset. Outside Lambda
 * (local runtime, tests), `installedFaceModelPaths()` points at `node_modules` instead.
 * The models are loaded on the first photo, once per container.
 */
import { tensor3d } from '@tensorflow/tfjs-core';
import pLimit from 'p-limit';
import type { DetectedFace, FaceDetector, RgbImage } from '#functions/ports/face-detector.js';
import { detectionConfig, FACE_MODEL_FILES, type FaceModelPaths } from '#shared/face-model.js';
import { loadHuman } from './human-node.js';

/** Where the files sit in the faces worker's asset, relative to its code. */
export const DETECTOR_ASSET_DIRS = { modelDir: 'models/face', wasmDir: 'wasm' } as const;

/** Each file the asset carries: where npm installed it (from the repository's root), where it goes. */
export const DETECTOR_ASSET_FILES: readonly { from: string; to: string }[] = [
  ...FACE_MODEL_FILES.detection.map((name) => ({
    from: `node_modules/@vladmandic/human/models/${name}`,
    to: `${DETECTOR_ASSET_DIRS.modelDir}/${name}`,
  })),
  ...['tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm.wasm'].map((name) => ({
    from: `node_modules/@tensorflow/tfjs-backend-wasm/dist/${name}`,
    to: `${DETECTOR_ASSET_DIRS.wasmDir}/${name}`,
  })),
];

type LoadedHuman = Awaited<ReturnType<typeof loadHuman>>;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** The detector's box, kept inside the image: BlazeFace's enlarged boxes may overflow an edge. */
function inImage(box: readonly number[], width: number, height: number): Omit<DetectedFace, 'score'> {
  const [left = 0, top = 0, boxWidth = 0, boxHeight = 0] = box;
  const x = clamp(left, width);
  const y = clamp(top, height);
  return { x, y, w: clamp(left + boxWidth, width) - x, h: clamp(top + boxHeight, height) - y };
}

export function humanFaceDetector(paths: FaceModelPaths): FaceDetector {
  let human: Promise<LoadedHuman> | undefined;
  // One Human runs one image at a time: its backend and its state are shared by its calls.
  const oneAtATime = pLimit(1);
  return {
    detect: (image: RgbImage) =>
      oneAtATime(async () => {
        human ??= loadHuman(detectionConfig(paths));
        const ready = await human.catch((error: unknown) => {
          // A failed load is tried again on the next photo rather than kept for the container's life.
          human = undefined;
          throw error;
        });
        const tensor = tensor3d(image.data, [image.height, image.width, image.channels], 'int32');
        try {
          const result = await ready.detect(tensor);
          return result.face
            .map((face) => ({ ...inImage(face.box, image.width, image.height), score: face.boxScore }))
            .filter((face) => face.w > 0 && face.h > 0);
        } finally {
          tensor.dispose();
        }
      }),
  };
}
