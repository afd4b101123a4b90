/**
 * What every Lambda of the portal shares, in one construct: Node 24 on arm64 (cheaper per GB-second,
 * and sharp ships an arm64 build), an ESM bundle made by the local esbuild (no Docker), its own log
 * group with a retention, and a role that may only write to that log group. No AWS managed policy, so
 * each function's grants are the ones written next to it and nothing else.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { envNames } from '#shared/env-names.js';
import { justifyGrant } from './justified-grants.js';

/** The repository root: entries and the lock file are found from here, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Source maps are build output, not code to upload: esbuild writes `index.mjs.map`, and this hook
 * moves it out of the asset before the asset is hashed and zipped, to
 * `<cloud assembly>/sourcemaps/<construct path>/<first 16 hex of the bundle's sha256>/index.mjs.map`
 * (`cdk.out/sourcemaps/…` for `npm run deploy`; a deploy from CI keeps that folder as a build
 * artifact). An upload without maps is lighter, and the Lambdas run without
 * `--enable-source-maps`, which made every cold start parse the map and every stack trace slower.
 *
 * To map a stack trace from the logs (`file:///var/task/index.mjs:LINE:COLUMN`): download the
 * deployed code (`aws lambda get-function --function-name NAME --query Code.Location --output text`,
 * then unzip it), take `sha256sum index.mjs | cut -c1-16` to find the folder of that very build, and
 * ask the map for each frame:
 * `node -e "const m=new (require('node:module').SourceMap)(JSON.parse(require('node:fs').readFileSync('index.mjs.map')));console.log(m.findOrigin(LINE, COLUMN))"`
 * which answers the source file (functions/, shared/ or a dependency), its line and column.
 */
const moveSourceMapOut = (constructPath: string, outputDir: string): string => {
  const kept = join(dirname(outputDir), 'sourcemaps', constructPath.replace(/[^A-Za-z0-9_-]+/g, '-'));
  // Plain Node, so the hook runs wherever the synth does (no sha256sum on macOS).
  const script = [
    "const fs=require('node:fs'),path=require('node:path'),crypto=require('node:crypto');",
    'const [out,kept]=process.argv.slice(1);',
    "const hash=crypto.createHash('sha256').update(fs.readFileSync(path.join(out,'index.mjs'))).digest('hex').slice(0,16);",
    'fs.mkdirSync(path.join(kept,hash),{recursive:true});',
    "fs.renameSync(path.join(out,'index.mjs.map'),path.join(kept,hash,'index.mjs.map'));",
  ].join('');
  return `node -e "${script}" "${outputDir}" "${kept}"`;
};

export interface PortalFunctionProps {
  /** Entry file relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly environment: Readonly<Record<string, string>>;
  /** Added to the shared bundling settings: modules installed beside the bundle and their hooks. */
  readonly bundling?: Pick<BundlingOptions, 'nodeModules' | 'commandHooks' | 'environment'>;
}

export class PortalFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    const { commandHooks, ...bundling } = props.bundling ?? {};
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(this.role);
    justifyGrant(
      this.role,
      ['logs:CreateLogStream', 'logs:PutLogEvents'],
      'The Lambda service writes the logs.',
    );

    this.fn = new NodejsFunction(this, 'Function', {
      entry: join(REPO_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      projectRoot: REPO_ROOT,
      // No NODE_OPTIONS=--enable-source-maps: the maps are not uploaded (see moveSourceMapOut).
      environment: { ...props.environment, [envNames.logLevel]: 'INFO' },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        mainFields: ['module', 'main'],
        // ESM bundles have no `require`, `__filename` or `__dirname`; CommonJS dependencies bundled
        // inside still use them (libheif's WebAssembly loader finds `libheif.wasm` from `__dirname`).
        banner: [
          "import { createRequire } from 'node:module';",
          "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
          "import { dirname as __bundleDirname } from 'node:path';",
          'const require = createRequire(import.meta.url);',
          'const __filename = __bundleFileURLToPath(import.meta.url);',
          'const __dirname = __bundleDirname(__filename);',
        ].join(' '),
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // The SDK is bundled, not taken from the runtime: the code relies on recent client options
        // (checksum settings of the presigner) and must run with the versions it was tested with.
        externalModules: [],
        // Lambda's credentials are environment variables: the SDK's chain of every other source is
        // left out of the bundles (see functions/adapters/lambda-credentials.ts).
        esbuildArgs: {
          '--alias': '@aws-sdk/credential-provider-node=./functions/adapters/lambda-credentials.ts',
          // French texts as UTF-8 rather than `\u00e9` escapes: the same strings, fewer bytes.
          '--charset': 'utf8',
        },
        ...bundling,
        commandHooks: {
          beforeBundling: (input, output) => commandHooks?.beforeBundling(input, output) ?? [],
          beforeInstall: (input, output) => commandHooks?.beforeInstall(input, output) ?? [],
          afterBundling: (input, output) => [
            ...(commandHooks?.afterBundling(input, output) ?? []),
            moveSourceMapOut(this.node.path, output),
          ],
        },
      },
    });
  }
}
