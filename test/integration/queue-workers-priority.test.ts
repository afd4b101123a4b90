/**
 * The local runtime's queue workers run in a process of their own at a lower priority, its main
 * thread and the threads started after it (libuv's pool and libvips's threads do the decoding, not
 * the JavaScript thread; V8's own helpers, started before any script, keep the runtime's): on one
 * machine they take what the API, the site server and the emulator leave. A stopped runtime leaves
 * no worker process behind.
 */
import { readdir, readFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPortal } from '#scripts/local/portal.js';
import { WORKERS_NICE } from '#scripts/local/queue-workers.js';
import { startOwnPortal } from '../helpers/own-portal.js';

/** The nice value of each thread of a process, by thread id (field 19 of /proc/<pid>/task/<tid>/stat). */
const threadNices = async (pid: number): Promise<Map<number, number>> => {
  const tids = await readdir(`/proc/${pid}/task`);
  const stats = await Promise.all(tids.map((tid) => readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
  // The command name, in parentheses, may hold spaces: fields are counted after it.
  const nices = stats.map((stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  return new Map(tids.map((tid, index) => [Number(tid), nices[index] ?? Number.NaN]));
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(process.platform !== 'linux')('the local runtime’s queue workers', () => {
  let portal: RunningPortal | undefined;

  beforeAll(async () => {
    portal = await startOwnPortal();
  });

  afterAll(() => portal?.stop());

  it('run in another process, below the runtime’s priority', async () => {
    // Prepare
    const pid = portal?.workers.pid ?? process.pid;
    // Act
    const nices = await threadNices(pid);
    // Assess
    expect(pid).not.toBe(process.pid);
    const expected = Math.min(19, getPriority() + WORKERS_NICE);
    expect(getPriority()).toBeLessThan(expected);
    expect(nices.get(pid)).toBe(expected);
    // The threads started after the main one: at least libuv's pool of four.
    const later = [...nices].filter(([tid]) => tid > pid + 1);
    expect(later.filter(([, nice]) => nice === expected).length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...nices.keys())).toBeGreaterThan(pid);
    expect(nices.get(Math.max(...nices.keys()))).toBe(expected);
  });

  it('end with the runtime', async () => {
    // Prepare
    const pid = portal?.workers.pid ?? 0;
    // Act
    await portal?.stop();
    portal = undefined;
    // Assess
    expect(alive(pid)).toBe(false);
  });
});
