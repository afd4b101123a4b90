/**
 * The local runtime and its emulator live and die together, as `npm start` runs them: a runtime
 * killed outright takes its emulator with it, so the next start finds the port free; an emulator
 * lost alone stops the runtime with a French sentence instead of leaving it to answer 500 to every
 * request.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '#scripts/emulator/emulator.js';
import { freePort } from '../helpers/free-port.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Runtime {
  readonly child: ChildProcess;
  readonly emulatorPort: number;
  output(): string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** `npm start`'s program, without demo data, on ports of its own; resolves once it is ready. */
const startRuntime = async (): Promise<Runtime> => {
  const emulatorPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      EMULATOR_PORT: String(emulatorPort),
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(() => output, { timeout: 120_000 }).toMatch(/Portail prêt|Error/);
  expect(output).toContain('Portail prêt');
  return { child, emulatorPort, output: () => output, exited };
};

const answers = async (port: number): Promise<boolean> => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/moto-api/`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
};

/** The process id of the emulator a process started (its Python child; tsx starts esbuild too). */
const emulatorOf = (pid: number): number | undefined =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command?.startsWith('python'))
    .map(([id]) => Number(id))[0];

describe('the local runtime and its emulator', () => {
  it('stops with a French sentence when its emulator is lost', async () => {
    // Prepare
    const runtime = await startRuntime();
    const emulatorPid = emulatorOf(runtime.child.pid ?? 0);
    if (!emulatorPid) throw new Error('The runtime started no emulator');
    // Act
    process.kill(emulatorPid, 'SIGKILL');
    // Assess
    expect(await runtime.exited).toBe(1);
    expect(runtime.output()).toContain("L'émulateur AWS s'est arrêté (SIGKILL) : arrêt du portail.");
  });

  it('takes its emulator with it when killed outright, so the next start has the port', async () => {
    // Prepare
    const runtime = await startRuntime();
    expect(await answers(runtime.emulatorPort)).toBe(true);
    // Act
    runtime.child.kill('SIGKILL');
    // Assess
    await expect.poll(() => answers(runtime.emulatorPort), { timeout: 30_000 }).toBe(false);
    const again = await startEmulator(runtime.emulatorPort);
    await again.stop();
  });

  it('stops its emulator at once, even with a long poll in flight', async () => {
    // Prepare
    const emulator = await startEmulator(await freePort());
    const sqs = new SQSClient({
      endpoint: emulator.endpoint,
      region: 'eu-west-3',
      maxAttempts: 1,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: 'waiting' }));
    const poll = sqs
      .send(new ReceiveMessageCommand({ QueueUrl, WaitTimeSeconds: 20 }))
      .catch(() => undefined);
    // A request sent after the long poll and answered: the poll is being served by then.
    await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['All'] }));
    // Act
    const started = Date.now();
    await emulator.stop();
    // Assess: well before the 3 s after which it would have been killed
    expect(Date.now() - started).toBeLessThan(2500);
    await poll;
  });
});
