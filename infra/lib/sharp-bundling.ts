/**
 * Bundling for functions that process images: sharp's native parts installed for Lambda's platform
 * (linux arm64, glibc) rather than this machine's, and a check that fails the synth, not the first
 * upload, if npm picked another platform's binaries. libheif's WebAssembly (HEIC photos) is copied
 * beside the bundle, where its loader looks for it on the first HEIC (functions/adapters/heic-decoder.ts):
 * a binary file compiled only when needed, rather than 2 MB of base64 inside the JavaScript that
 * every start would read.
 */
import { createRequire } from 'node:module';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

const SHARP_BINARIES = ['@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64'];

/** The WebAssembly that matches the libheif loader esbuild bundles (same package, same version). */
const LIBHEIF_WASM = createRequire(import.meta.url).resolve('libheif-js/libheif-wasm/libheif.wasm');

export const sharpBundling: BundlingOptions = {
  nodeModules: ['sharp'],
  environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_input, output) => [
      `cp "${LIBHEIF_WASM}" "${output}/libheif.wasm"`,
      ...SHARP_BINARIES.map((name) => `test -f "${output}/node_modules/${name}/package.json"`),
    ],
  },
};
