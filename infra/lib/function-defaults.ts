/**
 * What every Lambda of the portal shares, in one construct: Node 24 on arm64 (cheaper per GB-second,
 * and sharp ships an arm64 build), an ESM bundle made by the local esbuild (no Docker), its own log
 * group with a retention, and a role that may only write to that log group. No AWS managed policy, so
 * each function's grants are the ones written next to it and nothing else.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { envNames } from '../../shared/env-names.js';
import { justifyGrant } from './justified-grants.js';

/** The repository root: entries and the lock file are found from here, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

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
      environment: {
        ...props.environment,
        [envNames.logLevel]: 'INFO',
        // Stack traces point at the TypeScript sources rather than the minified bundle.
        NODE_OPTIONS: '--enable-source-maps',
      },
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
        ...props.bundling,
      },
    });
  }
}
