/**
 * The one face model of the child finder, as configuration for Human (`@vladmandic/human`) on its
 * wasm backend. The faces worker runs `detectionConfig` on a photo's display copy to find boxes and
 * nothing else; the family's device starts Human with `backendConfig` and runs the template model
 * alone on each square of a photo's strip (see face-templates.ts), and runs `detectionConfig` only on
 * a photo picked from the phone. Both places build from here, so that the boxes the server cuts are
 * the faces the device knows how to read. No Node or browser import: each side gives its own paths.
 */
import type { Config } from '@vladmandic/human';

/** Where each side finds the model files and the wasm binaries. */
export interface FaceModelPaths {
  /** Folder (or URL prefix) holding the models' `.json` and `.bin` files, ending with `/`. */
  modelBasePath: string;
  /** Folder (or URL prefix) holding `tfjs-backend-wasm*.wasm`, ending with `/`. */
  wasmPath: string;
}

/** The detector: BlazeFace as Human ships it (256 px input), boxes scaled to hold the whole face. */
export const FACE_DETECTOR_MODEL = 'blazeface.json';
/**
 * The template: faceres, whose 1024 numbers matched the right person first in 99.7 % of the
 * reference faces with one reference photo; mobilefacenet as Human wires it did barely better than
 * chance and is not used.
 */
export const FACE_TEMPLATE_MODEL = 'faceres.json';

/** Length of a template. */
export const FACE_TEMPLATE_LENGTH = 1024;

/**
 * Bumped whenever the way a template is read changes (model, crop, input size): templates read
 * another way cannot be compared with the new ones, and the device's cache reads them again.
 */
export const FACE_TEMPLATE_VERSION = 2;

/**
 * Every model file each side may load: what a deployment must copy next to the code. A scan
 * downloads only the template model; the detector is fetched only for a photo picked from the phone.
 */
export const FACE_MODEL_FILES = {
  detection: ['blazeface.json', 'blazeface.bin'],
  device: ['faceres.json', 'faceres.bin', 'blazeface.json', 'blazeface.bin'],
} as const;

/**
 * The detector's confidence below which a box is not a face. Measured on group photos: lower finds
 * hands and patterns of clothes, higher loses faces turned aside.
 */
export const DETECTION_MIN_CONFIDENCE = 0.3;

/** How much two boxes may overlap and still be two faces (above it, the weaker one is dropped). */
export const DETECTION_IOU_THRESHOLD = 0.2;

/** At most this many faces are looked for in one photo; the server keeps the largest of them. */
export const DETECTION_MAX_FACES = 24;

/** Off for everything the child finder does not use (body, hands, gestures, emotions, …). */
const off = { enabled: false } as const;

/**
 * Human started with no model: what both sides share, and all the device needs before it loads
 * the template model itself. Photos are stills, not frames of a video: nothing is reused from the
 * previous image (`cacheSensitivity`, `skipAllowed`, `skipFrames`), and the input goes to the models
 * as given, without Human's image filters. Human's own model cache in IndexedDB stays off: the
 * browser's HTTP cache keeps the files, and "Oublier" need not know about a second store.
 */
export function backendConfig(paths: FaceModelPaths): Partial<Config> {
  return {
    backend: 'wasm',
    modelBasePath: paths.modelBasePath,
    wasmPath: paths.wasmPath,
    wasmPlatformFetch: false,
    debug: false,
    async: true,
    warmup: 'none',
    cacheModels: false,
    validateModels: false,
    cacheSensitivity: 0,
    skipAllowed: false,
    deallocate: true,
    filter: { enabled: false },
    gesture: off,
    body: off,
    hand: off,
    object: off,
    segmentation: off,
    face: { enabled: false },
  };
}

const noSkip = { skipFrames: 0, skipTime: 0 } as const;

/** Boxes only: the server finds where the faces are and never computes a template. */
export function detectionConfig(paths: FaceModelPaths): Partial<Config> {
  return {
    ...backendConfig(paths),
    face: {
      enabled: true,
      detector: {
        ...noSkip,
        modelPath: FACE_DETECTOR_MODEL,
        rotation: false,
        maxDetected: DETECTION_MAX_FACES,
        minConfidence: DETECTION_MIN_CONFIDENCE,
        iouThreshold: DETECTION_IOU_THRESHOLD,
        return: false,
      },
      mesh: off,
      attention: off,
      iris: off,
      description: off,
      emotion: off,
      antispoof: off,
      liveness: off,
      gear: off,
    },
  };
}
