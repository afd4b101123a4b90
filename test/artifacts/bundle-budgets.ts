/**
 * What each function's uploaded code may weigh and how long the API's cold import may take, and how
 * both are measured on the assets of a synthesized assembly: the bundle-budget test holds the
 * figures, and `npm run bundle:report` prints them (test/artifacts/bundle-budget.test.ts,
 * scripts/bundle-report.ts).
 *
 * Sizes are in KiB (1024 bytes), as esbuild reports them: the JavaScript of the asset outside
 * node_modules, which is what Node parses and evaluates in a cold start. sharp's native parts
 * (installed into node_modules) and libheif's WebAssembly (a binary read on the first HEIC) are not
 * JavaScript and are not counted.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FunctionName } from '#functions/adapters/call-recorder.js';
import { REPO_ROOT } from '#infra/lib/function-defaults.js';
import { envNames } from '#shared/env-names.js';
import type { CfnResource } from './assembly.js';
import { lambdaRuntimeEnvironment } from './lambda-runtime.js';

export const KIB = 1024;

/**
 * The most JavaScript each function's asset may hold. The API and the workers without native code
 * are held to the figures the portal set itself (1 MiB, 600 KiB); media and rotate also carry sharp's
 * JavaScript glue and the image pipeline, and are held to 800 KiB for their index.mjs; so is the
 * photos stream handler (expiry), which also carries the CloudFront client (about 140 KiB, its
 * schemas whole) to have the edges forget hidden and deleted photos. The faces worker carries the
 * face model's runtime (Human and TensorFlow.js's core, converter and wasm backend: 2.0 MiB
 * minified when measured, held to 2.5 MiB) in a bundle of its own, so no other function loads it.
 */
export const JS_BUDGETS: Readonly<Record<FunctionName, number>> = {
  api: 1024 * KIB,
  media: 800 * KIB,
  rotate: 800 * KIB,
  faces: 2560 * KIB,
  archive: 600 * KIB,
  mail: 600 * KIB,
  expiry: 800 * KIB,
  'expiry-reminder': 600 * KIB,
  'photo-digest': 600 * KIB,
  'archive-signing-key': 600 * KIB,
};

/** The API's cold import, CPU time on Node 24 (x64 for the figure), median of the runs. */
export const API_COLD_IMPORT_CPU_MS = 300;

/** Runs of a cold import whose median is taken. */
export const COLD_IMPORT_RUNS = 5;

const JS_FILE = /\.(c|m)?js$/;

/** Every file of a folder, as paths relative to it. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

const outsideNodeModules = (path: string): boolean => !path.split(/[\\/]/).includes('node_modules');

/** The JavaScript files of an asset outside node_modules, with their sizes in bytes. */
export const jsFilesOf = (assetDir: string): { path: string; bytes: number }[] =>
  filesOf(assetDir)
    .filter((path) => JS_FILE.test(path) && outsideNodeModules(path))
    .map((path) => ({ path, bytes: statSync(join(assetDir, path)).size }));

export const jsBytesOf = (assetDir: string): number =>
  jsFilesOf(assetDir).reduce((sum, file) => sum + file.bytes, 0);

/** Source maps anywhere in the asset, node_modules included: none should be uploaded. */
export const sourceMapsOf = (assetDir: string): string[] =>
  filesOf(assetDir).filter((path) => path.endsWith('.map'));

/** This machine's Node 24: the running one, or the one `.ci/run` installs beside an older Node. */
export const node24 = (): string => {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  const installed = join(REPO_ROOT, '.ci', 'node', 'node_modules', '.bin', 'node');
  if (existsSync(installed)) return installed;
  throw new Error(
    `Node ${process.version} runs here and ${installed} is missing: install Node 24 with ` +
      '`npm install --no-save --prefix .ci/node node@24` (as .ci/run does).',
  );
};

/** A value for each of the template's variables that names a resource (a Ref or an attribute). */
const placeholder = (name: string): string =>
  name.endsWith('_URL')
    ? `https://${name.toLowerCase().replace(/_/g, '-')}.example.invalid`
    : `${name.toLowerCase()}`;

/**
 * The environment a function is imported with: its template variables (resource names as
 * placeholders), what the Lambda runtime sets, and nothing of this machine's. Importing must not
 * call AWS, so the secrets the API reads while it starts are given as values (the token key, the
 * media signing key) or left out (CloudFront's origin secret), and the endpoint is a closed local
 * port with one attempt: a call at import fails at once and fails the import.
 */
export const importEnvironment = (fn: FunctionName, lambda: CfnResource): Record<string, string> => {
  const variables =
    (lambda.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
  const own = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : placeholder(name),
    ]),
  );
  const readAtStart = [envNames.jwtSecretArn, envNames.originVerifySecretArn, envNames.mediaCdnPrivateKeyArn];
  for (const name of readAtStart) delete own[name];
  if (envNames.jwtSecretArn in variables) own[envNames.jwtSecret] = 'k'.repeat(48);
  if (envNames.mediaCdnPrivateKeyArn in variables) own[envNames.mediaCdnPrivateKey] = 'placeholder PEM';
  return {
    ...lambdaRuntimeEnvironment(
      {
        functionName: `portail-${fn}`,
        memoryMb: Number(lambda.Properties.MemorySize ?? 128),
        timeoutSeconds: Number(lambda.Properties.Timeout ?? 3),
        region: 'eu-west-3',
        accessKeyId: 'AKIAIMPORTONLY',
        secretAccessKey: 'import-only',
        sessionToken: 'import-only',
      },
      '/var/task',
    ),
    ...own,
    [envNames.endpoint]: 'http://127.0.0.1:9',
    AWS_MAX_ATTEMPTS: '1',
  };
};

export interface ColdImport {
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly node: string;
  readonly arch: string;
}

/** Imports the entry module and answers the CPU and wall time of `await import()`, nothing else. */
const CHILD = `
const entry = process.argv[1];
const wall = performance.now();
const cpu = process.cpuUsage();
await import(entry);
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({
  cpuMs: (used.user + used.system) / 1000,
  wallMs: performance.now() - wall,
  node: process.version,
  arch: process.arch,
}));
`;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * A cold import of the asset's index.mjs on Node 24, each run in a new process, the asset copied
 * alone into an empty folder as Lambda unpacks it; median CPU and wall time of `runs`. sharp's
 * binaries in media's and rotate's node_modules are linux-arm64: for those two, this machine's
 * node_modules stands in, so the figure is that of the same code with the local sharp.
 */
export const coldImport = (
  assetDir: string,
  environment: Readonly<Record<string, string>>,
  runs = COLD_IMPORT_RUNS,
): ColdImport => {
  const task = mkdtempSync(join(tmpdir(), 'cold-import-'));
  try {
    cpSync(assetDir, task, {
      recursive: true,
      filter: (source) => !relative(assetDir, source).split(sep).includes('node_modules'),
    });
    if (existsSync(join(assetDir, 'node_modules')))
      symlinkSync(join(REPO_ROOT, 'node_modules'), join(task, 'node_modules'));
    const entry = pathToFileURL(join(task, 'index.mjs')).href;
    const measures = Array.from({ length: runs }, () => {
      const output = execFileSync(node24(), ['--input-type=module', '-e', CHILD, entry], {
        env: { ...environment },
        cwd: task,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 60_000,
      });
      return JSON.parse(output) as ColdImport;
    });
    const [first] = measures;
    return {
      cpuMs: median(measures.map((measure) => measure.cpuMs)),
      wallMs: median(measures.map((measure) => measure.wallMs)),
      node: first?.node ?? '',
      arch: first?.arch ?? '',
    };
  } finally {
    rmSync(task, { recursive: true, force: true });
  }
};
