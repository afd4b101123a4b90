/**
 * Runs a function's asset as Lambda runs it: the folder copied alone into an empty one (no
 * node_modules above it, so only what was bundled or installed into the asset can load), on Node 24
 * for linux-arm64 (the functions' architecture) under qemu's user-mode emulator, with the
 * environment the template gives the function plus what the Lambda runtime itself sets, and nothing
 * from this machine's environment. lambda-runner.mjs plays the runtime: it imports the entry module
 * and hands it the events.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../infra/lib/function-defaults.js';

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

export interface Invocation {
  /** Wall time of the handler call, under qemu. */
  readonly ms: number;
  readonly cpuMs: number;
  readonly result?: unknown;
  readonly error?: LambdaError;
}

export interface ArtifactRun {
  /** The cold start: importing the entry module. */
  readonly initMs: number;
  readonly initCpuMs: number;
  readonly initError?: LambdaError;
  readonly invocations: readonly Invocation[];
  /** The whole process, qemu's start included. */
  readonly wallMs: number;
  /** The function's logs. */
  readonly output: string;
}

export interface RunOptions {
  readonly assetDir: string;
  readonly identity: LambdaIdentity;
  /** The function's own variables (the template's, resolved) and the endpoint it is pointed at. */
  readonly environment: Readonly<Record<string, string>>;
  /** Handed to one container in turn: the first invocation is the cold one. */
  readonly events: readonly unknown[];
  /**
   * How long the whole run may take before it is killed: qemu runs code five to ten times slower
   * than Lambda, so this is well above the function's own timeout.
   */
  readonly killAfterMs?: number;
}

/** Runs the asset once (one container), handing it the events; answers what each invocation did. */
export const runArtifact = async (options: RunOptions): Promise<ArtifactRun> => {
  const node = arm64Node();
  const root = mkdtempSync(join(tmpdir(), 'lambda-artifact-'));
  const taskRoot = join(root, 'task');
  try {
    cpSync(options.assetDir, taskRoot, { recursive: true });
    copyFileSync(RUNNER, join(taskRoot, 'lambda-runner.mjs'));
    const request = join(root, 'request.json');
    const answerFile = join(root, 'answer.json');
    writeFileSync(
      request,
      JSON.stringify({ events: options.events, timeoutSeconds: options.identity.timeoutSeconds }),
    );
    const env = { ...options.environment, ...lambdaRuntimeEnvironment(options.identity, taskRoot) };
    const start = performance.now();
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(
        QEMU,
        ['-L', ARM64_SYSROOT, node, join(taskRoot, 'lambda-runner.mjs'), request, answerFile],
        { cwd: taskRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let log = '';
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-200_000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 240_000);
      child.once('error', reject);
      child.once('close', (exitCode) => {
        clearTimeout(killer);
        resolve({ code: exitCode, output: log });
      });
    });
    const wallMs = performance.now() - start;
    if (code !== 0 || !existsSync(answerFile)) {
      throw new Error(`The ${options.identity.functionName} artifact exited with ${code}:\n${output}`);
    }
    const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as Omit<ArtifactRun, 'wallMs' | 'output'>;
    return { ...answer, wallMs, output };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

/** The results of a run whose cold start and invocations all succeeded; the run's logs otherwise. */
export const resultsOf = (run: ArtifactRun): unknown[] => {
  const failures = [
    ...(run.initError ? [`cold start: ${run.initError.stack || run.initError.message}`] : []),
    ...run.invocations.flatMap((invocation, index) =>
      invocation.error ? [`invocation ${index}: ${invocation.error.stack || invocation.error.message}`] : [],
    ),
  ];
  if (failures.length > 0) throw new Error(`${failures.join('\n')}\n--- function logs ---\n${run.output}`);
  return run.invocations.map((invocation) => invocation.result);
};
