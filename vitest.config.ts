import { defineConfig } from 'vitest/config';
import { CALL_LOG_DIR_ENV } from './functions/adapters/call-recorder.js';
import { newRunDir } from './test/iam/call-log.js';

// The functions' AWS calls are recorded by every suite of this run into one folder of its own
// (inherited by the workers and the processes they start), then checked by the iam project.
process.env[CALL_LOG_DIR_ENV] ??= newRunDir();
const recorded = 'test/iam/mark-suite.ts';

/**
 * expect.poll gives up after one second unless told otherwise: on a busy machine (two cores shared
 * with a second test run) the browser or the workers can take longer than that to reach a state the
 * test waits for, so the suites that drive them wait as long as a test may take.
 */
const pollAsLongAsATest = (testTimeout: number) => ({ poll: { timeout: testTimeout, interval: 100 } });

/**
 * Five suites, one command. Unit tests sit next to the code; integration tests run against the real
 * emulator (moto), started once by a global setup; infra tests synthesize the CDK app; e2e tests drive
 * headless Chromium against the whole local runtime; the api-fuzz suite holds the OpenAPI
 * document to the API's answers (schemathesis) on a local runtime of its own.
 */
export default defineConfig({
  test: {
    // The Lambdas run Node 24; the SDK need not remind an older local Node of it in every test file.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            // The stores in memory held to the real stores' contracts.
            'test/contracts/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: [recorded],
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: [recorded, 'test/helpers/emulator-global-setup.ts'],
          // After unit, infra and api-fuzz (group 0), before the permission proof (group 2); files of
          // this group and of e2e run one at a time.
          sequence: { groupOrder: 1 },
          // Some tests move tens of MB through the emulator or start a worker process: a minute on a
          // quiet machine, well over it on one shared with a second test run.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: pollAsLongAsATest(180_000),
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: [recorded, 'test/helpers/portal-global-setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          expect: pollAsLongAsATest(120_000),
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api-fuzz',
          include: ['test/api-fuzz/**/*.test.ts'],
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          // Each function's deployed artifact (bundled by the CDK synthesis) run as Lambda runs it:
          // alone in an empty folder, on linux-arm64 Node 24 under qemu, one real event each.
          name: 'artifacts',
          include: ['test/artifacts/**/*.test.ts'],
          globalSetup: ['test/helpers/emulator-global-setup.ts', 'test/artifacts/global-setup.ts'],
          // Synthesis with bundling takes half a minute, more on a busy machine; qemu runs code five
          // to ten times slower than the machine does.
          testTimeout: 300_000,
          hookTimeout: 600_000,
          expect: pollAsLongAsATest(300_000),
          // Last and alone, one file at a time: qemu keeps a core busy, and the bundles' cold starts
          // are measured here; sharing the two cores with the browser suites would slow both.
          sequence: { groupOrder: 3 },
          fileParallelism: false,
        },
      },
      {
        test: {
          // The child finder's face model measured in Node, as the device runs it: accuracy on the
          // AT&T faces and face counts on group photos, all fetched into .local/faces/ first.
          name: 'faces',
          include: ['test/faces/**/*.test.ts'],
          globalSetup: ['test/faces/global-setup.ts'],
          // Hundreds of faces through the wasm backend: a minute on a quiet machine.
          testTimeout: 300_000,
          hookTimeout: 600_000,
          // Each file loads the models and keeps a core busy: one file at a time.
          fileParallelism: false,
        },
      },
      {
        test: {
          // The permission proof: after the suites above have recorded the functions' calls.
          name: 'iam',
          include: ['test/iam/**/*.test.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 180_000,
        },
      },
    ],
  },
});
