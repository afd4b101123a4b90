/**
 * Vite plugin: the child finder's model files and tfjs's wasm binaries, served by the site itself
 * (nothing from a CDN: the models come from the same origin as the page, and the CSP says so). They
 * go under assets/, in a folder named after their content, so the site's year-long cache of hashed
 * assets applies to them as to the code, and a new model or wasm comes with a new folder. Only the
 * files `shared/face-model.ts` uses are copied. Threads need cross-origin isolation, which the site
 * does not have: the threaded binary is left out.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FACE_MODEL_FILES } from '#shared/face-model';

const require = createRequire(import.meta.url);
const modelsFolder = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models');
const wasmFolder = path.join(
  path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
);

/** The single-threaded binaries, with and without SIMD (tfjs picks by what the browser has). */
export const FACE_WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'] as const;

interface FaceAsset {
  name: string;
  source: Uint8Array;
}

const readAssets = (): FaceAsset[] => [
  ...FACE_MODEL_FILES.device.map((name) => ({
    name,
    source: readFileSync(path.join(modelsFolder, name)),
  })),
  ...FACE_WASM_FILES.map((name) => ({ name, source: readFileSync(path.join(wasmFolder, name)) })),
];

/** The folder's name: a hash of every file's name and content. */
const folderOf = (assets: readonly FaceAsset[]): string => {
  const hash = createHash('sha256');
  for (const { name, source } of assets) hash.update(name).update(source);
  return `assets/face-${hash.digest('hex').slice(0, 12)}/`;
};

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

export const faceModelAssets = (): Plugin => {
  const assets = readAssets();
  const folder = folderOf(assets);
  return {
    name: 'face-model-assets',
    config: () => ({ define: { 'import.meta.env.VITE_FACE_ASSETS': JSON.stringify(`/${folder}`) } }),
    configureServer(server) {
      server.middlewares.use(`/${folder}`, (request, response, next) => {
        const asset = assets.find(({ name }) => request.url === `/${name}`);
        if (!asset) return next();
        response.setHeader(
          'Content-Type',
          CONTENT_TYPES[path.extname(asset.name)] ?? 'application/octet-stream',
        );
        response.end(asset.source);
      });
    },
    generateBundle() {
      for (const { name, source } of assets)
        this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source });
    },
  };
};
