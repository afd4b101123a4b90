/**
 * Starts the local runtime's queue workers in their own thread (worker-thread.ts) and drives them:
 * pause and resume (benches and tests hold the queues), stop. The thread loads TypeScript the way the
 * runtime itself does, through tsx, whether the runtime was started by `npm start` or a test runner.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerThreadCommand, WorkerThreadData, WorkerThreadReply } from './worker-thread-protocol.js';

export interface QueueWorkers {
  /** Stops polling after the batches in hand are handled. */
  pause(): Promise<void>;
  resume(): void;
  /** Stops polling, then ends the thread. */
  stop(): Promise<void>;
}

/**
 * The thread's first lines: register tsx's loader in the thread (a loader given to the parent does
 * not follow it there), then load the worker module.
 */
const bootstrap = (entry: URL): string => {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as TsxPackage;
  const tsx = new URL(exports['./esm/api'].import.default, pathToFileURL(packageJson)).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
};

/** The part of tsx's package.json read here: where its ESM API is for `import`. */
interface TsxPackage {
  readonly exports: { readonly './esm/api': { readonly import: { readonly default: string } } };
}

export const startQueueWorkers = async (
  data: WorkerThreadData,
  onError: (error: unknown) => void,
): Promise<QueueWorkers> => {
  const thread = new Worker(bootstrap(new URL('./worker-thread.ts', import.meta.url)), {
    eval: true,
    workerData: data,
  });
  const waiting = new Map<number, () => void>();
  let nextId = 0;
  let exited = false;
  const ready = new Promise<void>((resolve, reject) => {
    thread.on('message', (reply: WorkerThreadReply) => {
      if (reply.kind === 'ready') resolve();
      else {
        waiting.get(reply.id)?.();
        waiting.delete(reply.id);
      }
    });
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`Worker thread exited with code ${code} while starting`)));
  });
  thread.on('error', onError);
  thread.on('exit', () => {
    exited = true;
    // Nothing more will answer: whoever waits on the thread goes on.
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  });
  await ready;

  const send = (kind: WorkerThreadCommand['kind']): Promise<void> => {
    if (exited) return Promise.resolve();
    const id = nextId++;
    return new Promise<void>((resolve) => {
      waiting.set(id, resolve);
      thread.postMessage({ id, kind } satisfies WorkerThreadCommand);
    });
  };
  return {
    pause: () => send('pause'),
    resume: () => void send('resume'),
    async stop() {
      await send('stop');
      await thread.terminate();
    },
  };
};
