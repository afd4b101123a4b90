/**
 * Runs a function's asset as Lambda runs it: the folder copied alone into an empty one (no
 * node_modules above it, so only what was bundled or installed into the asset can load), on Node 24
 * for linux-arm64 (the functions' architecture) under qemu's user-mode emulator, with the
 * environment the template gives the function plus what the Lambda runtime itself sets, and nothing
 * from this machine's environment. lambda-runner.mjs plays the runtime: it imports the entry module
 * and hands it the events, one at a time, as one execution environment (container) would.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '#infra/lib/function-defaults.js';

/** qemu's user-mode emulator and the arm64 C/C++ runtime libraries (Debian's cross packages). */
const QEMU = 'qemu-aarch64-static';
const ARM64_SYSROOT = '/usr/aarch64-linux-gnu';
const RUNNER = fileURLToPath(new URL('./lambda-runner.mjs', import.meta.url));

let nodeBinary: string | undefined;

/** The pinned Node 24 for linux-arm64, installed into .local/ on first use. */
export const arm64Node = (): string => {
  nodeBinary ??=
    execFileSync('bash', [join(REPO_ROOT, 'scripts', 'artifacts', 'install-node-arm64.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .at(-1) ?? '';
  if (!existsSync(nodeBinary)) throw new Error(`No arm64 Node at ${nodeBinary}`);
  if (!existsSync(join(ARM64_SYSROOT, 'lib', 'ld-linux-aarch64.so.1'))) {
    throw new Error(
      `No arm64 libraries in ${ARM64_SYSROOT}: install libc6-arm64-cross libstdc++6-arm64-cross`,
    );
  }
  return nodeBinary;
};

export interface LambdaIdentity {
  readonly functionName: string;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly region: string;
  /** The role's temporary credentials, as the runtime puts them in the environment. */
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken: string;
}

/** The variables the Lambda runtime sets for every Node function, besides the function's own. */
export const lambdaRuntimeEnvironment = (
  identity: LambdaIdentity,
  taskRoot: string,
): Record<string, string> => ({
  AWS_REGION: identity.region,
  AWS_DEFAULT_REGION: identity.region,
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  AWS_LAMBDA_FUNCTION_NAME: identity.functionName,
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(identity.memoryMb),
  AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
  AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${identity.functionName}`,
  AWS_LAMBDA_LOG_STREAM_NAME: `${new Date().toISOString().slice(0, 10).replace(/-/g, '/')}/[$LATEST]artifact`,
  AWS_ACCESS_KEY_ID: identity.accessKeyId,
  AWS_SECRET_ACCESS_KEY: identity.secretAccessKey,
  AWS_SESSION_TOKEN: identity.sessionToken,
  LAMBDA_TASK_ROOT: taskRoot,
  _HANDLER: 'index.handler',
  TZ: ':UTC',
  LANG: 'en_US.UTF-8',
  PATH: '/usr/local/bin:/usr/bin:/bin',
});

export interface LambdaError {
  readonly name: string;
  readonly message: string;
  readonly stack: string;
}

export interface ColdStart {
  /** Importing the handler's module, under qemu. */
  readonly ms: number;
  readonly cpuMs: number;
  readonly error?: LambdaError;
}

export interface Invocation {
  /** Wall time of the handler call, under qemu. */
  readonly ms: number;
  readonly cpuMs: number;
  readonly result?: unknown;
  readonly error?: LambdaError;
}

export interface ContainerOptions {
  readonly assetDir: string;
  readonly identity: LambdaIdentity;
  /** The function's own variables (the template's, resolved) and the endpoint it is pointed at. */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * How long the container may live before it is killed: qemu runs code five to ten times slower
   * than Lambda, so this is well above the function's own timeout.
   */
  readonly killAfterMs?: number;
}

/** One execution environment of the function: cold started, then handed events one at a time. */
export interface Container {
  readonly coldStart: ColdStart;
  invoke(event: unknown): Promise<Invocation>;
  /** The function's logs so far. */
  output(): string;
  /** Ends the container; answers how long it lived, qemu's start included. */
  stop(): Promise<{ readonly wallMs: number }>;
}

interface Answer {
  readonly init?: ColdStart;
  readonly invocation?: Invocation;
}

/** Starts a container of the function: its asset copied alone into an empty folder, then imported. */
export const startContainer = async (options: ContainerOptions): Promise<Container> => {
  const node = arm64Node();
  const root = mkdtempSync(join(tmpdir(), 'lambda-artifact-'));
  const taskRoot = join(root, 'task');
  cpSync(options.assetDir, taskRoot, { recursive: true });
  copyFileSync(RUNNER, join(taskRoot, 'lambda-runner.mjs'));
  const env = { ...options.environment, ...lambdaRuntimeEnvironment(options.identity, taskRoot) };
  const started = performance.now();
  const child = spawn(
    QEMU,
    ['-L', ARM64_SYSROOT, node, join(taskRoot, 'lambda-runner.mjs'), String(options.identity.timeoutSeconds)],
    { cwd: taskRoot, env, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 240_000);

  // Answers arrive in order, one line each; each waits for the next one.
  const answers: Answer[] = [];
  const waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void }[] = [];
  let ended: Error | undefined;
  const fail = (error: Error) => {
    ended ??= error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };
  const answerStream = child.stdio[3];
  if (!answerStream || !('on' in answerStream)) throw new Error('No answer channel to the container');
  createInterface({ input: answerStream as NodeJS.ReadableStream }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer;
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(answer);
    else answers.push(answer);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      clearTimeout(killer);
      rmSync(root, { recursive: true, force: true });
      fail(
        new Error(
          `The ${options.identity.functionName} container ended (${signal ?? `exit ${code}`}):\n${log}`,
        ),
      );
      resolve();
    });
  });
  child.once('error', fail);
  const next = (): Promise<Answer> => {
    const ready = answers.shift();
    if (ready) return Promise.resolve(ready);
    if (ended) return Promise.reject(ended);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  };

  const first = await next();
  if (!first.init) throw new Error(`The container answered ${JSON.stringify(first)} before its cold start`);
  const coldStart = first.init;
  return {
    coldStart,
    async invoke(event) {
      child.stdin?.write(`${JSON.stringify(event)}\n`);
      const answer = await next();
      if (!answer.invocation) throw new Error(`The container answered ${JSON.stringify(answer)}`);
      return answer.invocation;
    },
    output: () => log,
    async stop() {
      child.stdin?.end();
      await exited;
      return { wallMs: performance.now() - started };
    },
  };
};

export interface ArtifactRun {
  readonly coldStart: ColdStart;
  readonly invocations: readonly Invocation[];
  /** The whole container, qemu's start included. */
  readonly wallMs: number;
  /** The function's logs. */
  readonly output: string;
}

/** Runs the asset in one container, handing it the events in turn; answers what each did. */
export const runArtifact = async (
  options: ContainerOptions & { readonly events: readonly unknown[] },
): Promise<ArtifactRun> => {
  const container = await startContainer(options);
  const invocations: Invocation[] = [];
  if (!container.coldStart.error) {
    for (const event of options.events) invocations.push(await container.invoke(event));
  }
  const { wallMs } = await container.stop();
  return { coldStart: container.coldStart, invocations, wallMs, output: container.output() };
};

/** The failures of a run (cold start, then each invocation), with the function's logs. */
export const failuresOf = (
  coldStart: ColdStart,
  invocations: readonly Invocation[],
  output: string,
): string | undefined => {
  const failures = [
    ...(coldStart.error ? [`cold start: ${coldStart.error.stack || coldStart.error.message}`] : []),
    ...invocations.flatMap((invocation, index) =>
      invocation.error ? [`invocation ${index}: ${invocation.error.stack || invocation.error.message}`] : [],
    ),
  ];
  return failures.length > 0 ? `${failures.join('\n')}\n--- function logs ---\n${output}` : undefined;
};

/** The results of a run whose cold start and invocations all succeeded; its failures otherwise. */
export const resultsOf = (run: ArtifactRun): unknown[] => {
  const failures = failuresOf(run.coldStart, run.invocations, run.output);
  if (failures) throw new Error(failures);
  return run.invocations.map((invocation) => invocation.result);
};
