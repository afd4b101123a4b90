/**
 * Starts the local runtime's queue workers in a process of their own (worker-process.ts), at a lower
 * priority than the runtime, and drives them: pause and resume (benches and tests hold the queues),
 * stop. The process loads TypeScript the way the runtime itself does, through tsx, whether the
 * runtime was started by `npm start` or a test runner.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  WorkerProcessCommand,
  WorkerProcessData,
  WorkerProcessReply,
} from './worker-process-protocol.js';

export interface QueueWorkers {
  /** Stops polling after the batches in hand are handled. */
  pause(): Promise<void>;
  resume(): void;
  /** Stops polling, then ends the process. */
  stop(): Promise<void>;
  /** The workers' process, for a test to look at its priority. */
  readonly pid: number | undefined;
}

/**
 * How much lower than the runtime the workers run, as a nice increment (0 to 19). In the cloud they
 * have Lambdas of their own and a family's phone its own processor; on one machine, libvips decoding
 * 12 MP photos on every core kept the API, the site server and the emulator waiting (the first
 * thumbnail of a busy gallery took about twice as long as at rest). At 10 the scheduler gives them
 * about a tenth of what it gives the runtime when both want a core, and all of an idle one.
 */
export const WORKERS_NICE = 10;

/**
 * Node's first lines in the process, before tsx: the priority is lowered before any thread that does
 * the work (libuv's pool, libvips's threads, tsx's loader) exists, and each thread takes its
 * creator's priority. A data: URL, so that no plain JavaScript file sits among the TypeScript.
 */
const lowerPriority = (nice: number): string =>
  `data:text/javascript,import{setPriority}from"node:os";setPriority(${nice});`;

/** tsx's loader, registered in the process (a loader given to the runtime does not follow it there). */
const tsxLoader = (): string => pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export const startQueueWorkers = async (
  data: WorkerProcessData,
  onError: (error: unknown) => void,
  nice: number = WORKERS_NICE,
): Promise<QueueWorkers> => {
  const child = fork(fileURLToPath(new URL('./worker-process.ts', import.meta.url)), [], {
    execArgv: [...(nice > 0 ? ['--import', lowerPriority(nice)] : []), '--import', tsxLoader()],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, () => void>();
  let nextId = 0;
  let exited = false;
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (reply: WorkerProcessReply) => {
      if (reply.kind === 'ready') resolve();
      else {
        waiting.get(reply.id)?.();
        waiting.delete(reply.id);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Worker process exited with code ${code} while starting`)));
  });
  child.on('error', onError);
  child.on('exit', (code, signal) => {
    exited = true;
    if (code !== 0 && signal === null) onError(new Error(`Worker process exited with code ${code}`));
    // Nothing more will answer: whoever waits on the process goes on.
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  });
  child.send({ kind: 'start', data } satisfies WorkerProcessCommand);
  await ready;

  const send = (kind: 'pause' | 'resume' | 'stop'): Promise<void> => {
    if (exited || !child.connected) return Promise.resolve();
    const id = nextId++;
    return new Promise<void>((resolve) => {
      waiting.set(id, resolve);
      child.send({ id, kind } satisfies WorkerProcessCommand);
    });
  };
  return {
    pid: child.pid,
    pause: () => send('pause'),
    resume: () => void send('resume'),
    async stop() {
      await send('stop');
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // The process ends once its channel is closed; a stuck one is ended by its signal.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
};
