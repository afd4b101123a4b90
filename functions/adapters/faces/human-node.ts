/**
 * Human on its wasm backend in Node, its models read from files: a Lambda has no network to fetch
 * them from, and Node's fetch does not read `file://` URLs. Models are asked for at `file://` URLs
 * (the config's `modelBasePath`), and a load router of tfjs reads each model's JSON and weight files
 * from the disk instead of fetching them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { io } from '@tensorflow/tfjs-core';
import type { Config } from '@vladmandic/human';
import type { FaceModelPaths } from '#shared/face-model.js';
// Human's package exports only its tfjs-node build to Node (its subpaths are not exported), and
// tfjs-node cannot be installed here: its wasm build is imported by path, types included.
import { Human } from '../../../node_modules/@vladmandic/human/dist/human.node-wasm.js';

const FILE_SCHEME = 'file://';

/** Reads one model from its `.json` file and the weight files it lists beside it. */
function fileModelHandler(url: string): io.IOHandler {
  const path = fileURLToPath(url);
  return {
    async load() {
      const json = JSON.parse(await readFile(path, 'utf8')) as io.ModelJSON;
      return io.getModelArtifactsForJSON(json, async (manifest) => {
        const specs = manifest.flatMap((group) => group.weights);
        const files = manifest.flatMap((group) => group.paths);
        const buffers = await Promise.all(files.map((file) => readFile(join(dirname(path), file))));
        const data = buffers.map((buffer) =>
          buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
        );
        return [specs, data as ArrayBuffer[]];
      });
    },
  };
}

let routerRegistered = false;

/** tfjs keeps one list of routers per process: the file router joins it once. */
function registerFileRouter(): void {
  if (routerRegistered) return;
  // tfjs's router type says a handler, but its registry skips routers that answer null.
  io.registerLoadRouter(
    (url) =>
      (typeof url === 'string' && url.startsWith(FILE_SCHEME) ? fileModelHandler(url) : null) as io.IOHandler,
  );
  routerRegistered = true;
}

/** The folders of the model files and of the wasm binaries, as the configs of the face model want them. */
export function localFaceModelPaths(modelDir: string, wasmDir: string): FaceModelPaths {
  const folder = (dir: string) => (dir.endsWith('/') ? dir : `${dir}/`);
  return { modelBasePath: pathToFileURL(folder(modelDir)).href, wasmPath: folder(wasmDir) };
}

/**
 * The model files and wasm binaries where npm installed them: for the local runtime and the tests,
 * which run from the repository. A bundled Lambda has no `node_modules`: it passes its own folders.
 */
export function installedFaceModelPaths(): FaceModelPaths {
  const require = createRequire(import.meta.url);
  // Human's entry for Node is `dist/human.node.js`, its models sit beside `dist/`.
  const human = dirname(require.resolve('@vladmandic/human'));
  const wasm = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  return localFaceModelPaths(join(human, '../models'), wasm);
}

/** A ready Human (backend started, models loaded) for one of the face model's configs. */
export async function loadHuman(config: Partial<Config>): Promise<Human> {
  registerFileRouter();
  const human = new Human(config);
  await human.init();
  await human.load();
  return human;
}
