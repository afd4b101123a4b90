/**
 * `npm test`'s vitest projects, in two lanes side by side, then the ones that must come last.
 *
 * One vitest process runs a group of projects one file at a time when the machine has two cores, and
 * two projects that each keep their files one at a time (integration, e2e) cannot share a group. Yet
 * they wait on the emulator, the browser and the workers far more than they compute: a vitest process
 * per lane lets the other lane use that time. Each lane starts what its projects need (an emulator, a
 * portal) on ports of its own, as two `npm test` on one machine do. Every lane records the functions'
 * AWS calls in the same folder, which the permission proof reads once both lanes are over; the
 * arm64 bundles run under qemu, which keeps a core busy, after the lanes and alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CALL_LOG_DIR_ENV } from '#functions/adapters/call-recorder.js';
import { newRunDir } from '#test/iam/call-log.js';

/** Lanes run side by side, each its projects in one vitest process; balanced on measured durations. */
const LANES: readonly (readonly string[])[] = [
  ['unit', 'infra', 'integration'],
  ['api-fuzz', 'e2e'],
];
/** Once every lane is over: the permission proof, then the bundles and the face model, alone. */
const LAST: readonly string[] = ['iam', 'artifacts', 'faces'];

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const running = new Set<ChildProcess>();
let stopped = false;

/** Runs vitest on some projects; each line of its output starts with `label`, if any. */
const runVitest = (projects: readonly string[], label?: string): Promise<boolean> =>
  new Promise((resolve) => {
    const args = [VITEST, 'run', ...projects.flatMap((name) => ['--project', name])];
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: from }).on('line', (line) => to.write(`${label ? `${label} ` : ''}${line}\n`));
    }
    child.once('error', () => resolve(false));
    child.once('close', (code) => {
      running.delete(child);
      resolve(code === 0);
    });
  });

// Stopped from outside (CI's timeout, Ctrl-C), the lanes stop too and take down what they started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopped = true;
    for (const child of running) child.kill(signal);
  });
}

process.env[CALL_LOG_DIR_ENV] ??= newRunDir();
const lanesPassed = await Promise.all(LANES.map((projects, index) => runVitest(projects, `[${index + 1}]`)));
const lastPassed = !stopped && (await runVitest(LAST));
process.exitCode = lanesPassed.every(Boolean) && lastPassed ? 0 : 1;
