/**
 * The portal as `npm run deploy` builds it: the real app (bin/app.ts's builder, cdk.json's context,
 * the example deploy values) synthesized WITH asset bundling, so each function's asset folder holds
 * the very code that would be uploaded. The synthesis (esbuild for every function, sharp installed
 * for linux-arm64 into the media and rotate assets) takes a while: the artifacts project's global
 * setup does it once per test run into a folder of .local/, and every test file of the run reads that
 * folder. The construct tree (to name the template's resources from the stack's own objects) is built
 * again in each test file with bundling skipped, which gives the same logical ids in about a second.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { inject } from 'vitest';
import type { FunctionName } from '#functions/adapters/call-recorder.js';
import { EXAMPLE_CONTEXT } from '#infra/lib/deploy-settings.js';
import { type PortalFunction, REPO_ROOT } from '#infra/lib/function-defaults.js';
import { buildPortal } from '#infra/lib/portal-app.js';
import type { PortalStack } from '#infra/lib/portal-stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cloud assembly synthesized with bundling by the artifacts project's global setup. */
    artifactsOutdir: string;
  }
}

export interface CfnResource {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly Metadata?: Record<string, unknown>;
}

export interface CfnTemplate {
  readonly Resources: Record<string, CfnResource>;
  readonly Outputs?: Record<string, unknown>;
}

export interface ArtifactAssembly {
  /** The cloud assembly folder (`cdk.out` of this run). */
  readonly outdir: string;
  /** The synthesized template of the portal stack, as CloudFormation receives it. */
  readonly template: CfnTemplate;
  /** The construct tree of the same app, to find resources from the stack's own objects. */
  readonly stack: PortalStack;
  /** The logical id of a construct's CloudFormation resource (its default child's). */
  readonly logicalId: (construct: IConstruct) => string;
  /** The portal's function (code, role) behind a function name. */
  readonly functionOf: (fn: FunctionName) => PortalFunction;
  /** The template resource of a function: AWS::Lambda::Function, with its environment and handler. */
  readonly lambdaOf: (fn: FunctionName) => CfnResource;
  /** The folder whose contents become the function's uploaded zip. */
  readonly assetDirOf: (fn: FunctionName) => string;
}

/** Where the runs' assemblies go; one folder per run, removed at its end (or after a day). */
export const ARTIFACTS_ROOT = join(REPO_ROOT, '.local', 'artifacts');
const COMPLETE = 'synthesized.json';
const DAY_MS = 86_400_000;

const cdkContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

/**
 * A tiny built site, as infra/test-support.ts gives its synths: the web assets are not functions, and
 * the SPA build (which `npm test` runs anyway) would only be copied into the assembly.
 */
const fakeWebDist = (dir: string): string => {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
};

const portalApp = (outdir: string, webDist: string, bundle: boolean): { app: App; stack: PortalStack } => {
  const app = new App({
    outdir,
    context: {
      ...cdkContext(),
      ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      // The documented synthesis without an AWS account: sample sender domain, addresses, organisation.
      [EXAMPLE_CONTEXT]: 'true',
      webDist,
    },
  });
  return { app, stack: buildPortal(app) };
};

/** A fresh folder for a run's assembly; folders of runs over a day old (a killed run's) are removed. */
export const newAssemblyDir = (): string => {
  mkdirSync(ARTIFACTS_ROOT, { recursive: true });
  for (const name of readdirSync(ARTIFACTS_ROOT).filter((n) => n.startsWith('run-'))) {
    const dir = join(ARTIFACTS_ROOT, name);
    if (Date.now() - statSync(dir).mtimeMs > DAY_MS) rmSync(dir, { recursive: true, force: true });
  }
  return mkdtempSync(join(ARTIFACTS_ROOT, 'run-'));
};

/**
 * Synthesizes the portal with bundling into `dir` (its `cdk.out`), as `cdk synth` does, and returns
 * the assembly folder. Bundling prints esbuild's report for each function; cdk-nag findings fail it.
 */
export const synthesizeArtifacts = (dir: string): string => {
  const outdir = join(dir, 'cdk.out');
  const { app, stack } = portalApp(outdir, fakeWebDist(join(dir, 'web')), true);
  app.synth();
  writeFileSync(join(outdir, COMPLETE), JSON.stringify({ stackName: stack.stackName }));
  return outdir;
};

const providedOutdir = (): string | undefined => {
  try {
    return inject('artifactsOutdir');
  } catch {
    // Not inside a vitest worker of the artifacts project.
    return undefined;
  }
};

const assetFolders = (outdir: string, stackName: string): Map<string, string> => {
  const manifest = JSON.parse(readFileSync(join(outdir, `${stackName}.assets.json`), 'utf8')) as {
    files: Record<string, { source: { path: string } }>;
  };
  return new Map(
    Object.entries(manifest.files).map(([hash, file]) => [`${hash}.zip`, join(outdir, file.source.path)]),
  );
};

/** A part the example synthesis deploys (the child finder is on by default). */
const missing = (name: string): never => {
  throw new Error(`The example synthesis has no ${name}`);
};

const load = (): ArtifactAssembly => {
  const outdir = providedOutdir() ?? synthesizeArtifacts(newAssemblyDir());
  const marker = join(outdir, COMPLETE);
  if (!existsSync(marker)) throw new Error(`No complete assembly in ${outdir}`);
  const { stackName } = JSON.parse(readFileSync(marker, 'utf8')) as { stackName: string };
  const template = JSON.parse(
    readFileSync(join(outdir, `${stackName}.template.json`), 'utf8'),
  ) as CfnTemplate;

  // The same app without bundling, for its construct tree only: nothing of it is synthesized.
  const scratch = mkdtempSync(join(tmpdir(), 'portal-artifacts-tree-'));
  const { stack } = portalApp(join(scratch, 'cdk.out'), fakeWebDist(join(scratch, 'web')), false);
  rmSync(scratch, { recursive: true, force: true });
  if (stack.stackName !== stackName) throw new Error(`Stack ${stack.stackName} is not ${stackName}`);

  const logicalId = (construct: IConstruct): string => {
    const element = (construct.node.defaultChild ?? construct) as CfnElement;
    return Stack.of(element).getLogicalId(element);
  };
  const functions: Record<FunctionName, PortalFunction> = {
    api: stack.api.handler,
    media: stack.workers.media,
    rotate: stack.rotations.worker,
    faces: (stack.faces ?? missing('the faces worker')).worker,
    archive: stack.archives.worker,
    mail: stack.mail.worker,
    expiry: stack.photoExpiry.handler,
    'expiry-reminder': stack.expiryReminder.handler,
    'photo-digest': stack.photoDigest.handler,
    'archive-signing-key': stack.archiveDownloads.keyMaker,
  };
  const functionOf = (fn: FunctionName): PortalFunction => functions[fn];
  const lambdaOf = (fn: FunctionName): CfnResource => {
    const id = logicalId(functions[fn].fn);
    const resource = template.Resources[id];
    if (resource?.Type !== 'AWS::Lambda::Function') throw new Error(`No function ${id} in the template`);
    return resource;
  };
  const assets = assetFolders(outdir, stackName);
  const assetDirOf = (fn: FunctionName): string => {
    const key = (lambdaOf(fn).Properties.Code as { S3Key?: unknown } | undefined)?.S3Key;
    const dir = typeof key === 'string' ? assets.get(key) : undefined;
    if (!dir) throw new Error(`The ${fn} function has no file asset in ${outdir}`);
    return dir;
  };
  return { outdir, template, stack, logicalId, functionOf, lambdaOf, assetDirOf };
};

let loaded: ArtifactAssembly | undefined;

/**
 * This run's bundled assembly (synthesized here when no global setup provided one), read once per
 * test file.
 */
export const artifactAssembly = (): ArtifactAssembly => {
  loaded ??= load();
  return loaded;
};
