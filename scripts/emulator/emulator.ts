/**
 * Starts the local AWS emulator (moto in server mode) from the project's virtualenv, on loopback,
 * with moto's global CORS off so the buckets' own CORS rules apply as in the cloud, through
 * serve.py, which makes conditional writes to DynamoDB atomic as they are in the cloud.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const DEFAULT_EMULATOR_PORT = 4566;

export interface RunningEmulator {
  readonly endpoint: string;
  /** The emulator's process id, for a test that kills it. */
  readonly pid: number | undefined;
  /**
   * Settles with a French sentence if the emulator ends before `stop()` was called (killed, crashed):
   * everything the runtime does needs it, so its owner stops rather than fail every request.
   */
  readonly lost: Promise<string>;
  stop(): Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
const motoServer = path.join(projectRoot, '.venv', 'bin', 'moto_server');
const python = path.join(projectRoot, '.venv', 'bin', 'python');
const serveScript = path.join(projectRoot, 'scripts', 'emulator', 'serve.py');

const isUp = async (endpoint: string): Promise<boolean> => {
  try {
    const answer = await fetch(`${endpoint}/moto-api/`, { signal: AbortSignal.timeout(1000) });
    return answer.ok;
  } catch {
    return false;
  }
};

const waitUntilUp = async (endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`L'émulateur s'est arrêté (code ${child.exitCode}).`);
    if (await isUp(endpoint)) return;
    await sleep(100);
  }
  throw new Error(`L'émulateur ne répond pas sur ${endpoint}.`);
};

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });

export const startEmulator = async (
  port: number = DEFAULT_EMULATOR_PORT,
  /** moto's own settings, e.g. its request recorder (MOTO_ENABLE_RECORDING, MOTO_RECORDER_FILEPATH). */
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<RunningEmulator> => {
  if (!existsSync(motoServer)) {
    throw new Error("L'émulateur AWS n'est pas installé : lancez `npm run emulator:install`.");
  }
  const endpoint = `http://127.0.0.1:${port}`;
  if (await isUp(endpoint)) throw new Error(`Le port ${port} est déjà utilisé par un autre émulateur.`);
  const child = spawn(python, [serveScript, '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, ...extraEnv, MOTO_DISABLE_GLOBAL_CORS: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitUntilUp(endpoint, child, 30_000);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  let stopping = false;
  const lost = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) resolve(`L'émulateur AWS s'est arrêté (${signal ?? `code ${code}`})`);
    });
  });
  return {
    endpoint,
    pid: child.pid,
    lost,
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
};
