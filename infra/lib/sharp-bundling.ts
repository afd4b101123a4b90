/**
 * Bundling for functions that use sharp: its native parts installed for Lambda's platform (linux
 * arm64, glibc) rather than this machine's, and a check that fails the synth, not the first upload,
 * if npm picked another platform's binaries.
 */
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

const SHARP_BINARIES = ['@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64'];

export const sharpBundling: BundlingOptions = {
  nodeModules: ['sharp'],
  environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_input, output) =>
      SHARP_BINARIES.map((name) => `test -f "${output}/node_modules/${name}/package.json"`),
  },
};
