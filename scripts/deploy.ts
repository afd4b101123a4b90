/**
 * `npm run deploy -- -c mailDomain=… -c adminEmail=… -c alarmEmail=…`: checks that the deployment has
 * everything a working portal needs BEFORE anything reaches AWS (the CDK CLI asks AWS for the account
 * before it even runs the app), then builds the site and runs `cdk deploy` with the same arguments.
 * Context comes from cdk.json, cdk.context.json and the `-c` arguments, as the CDK reads it; the
 * organisation of the legal pages from the VITE_ORG_* variables, as Vite reads them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkDeploySettings,
  deployRefusal,
  EXAMPLE_CONTEXT,
  siteEnvironment,
} from '../infra/lib/deploy-settings.js';

const root = fileURLToPath(new URL('../', import.meta.url));

const contextFile = (name: string): Record<string, unknown> => {
  const path = join(root, name);
  if (!existsSync(path)) return {};
  const json = JSON.parse(readFileSync(path, 'utf8')) as { context?: Record<string, unknown> };
  return name === 'cdk.json' ? (json.context ?? {}) : (json as Record<string, unknown>);
};

/** `-c key=value`, `--context key=value` and `--context=key=value`, as the CDK CLI takes them. */
const contextArguments = (args: readonly string[]): Record<string, string> => {
  const context: Record<string, string> = {};
  args.forEach((arg, index) => {
    const pair = arg.startsWith('--context=')
      ? arg.slice('--context='.length)
      : arg === '-c' || arg === '--context'
        ? args[index + 1]
        : undefined;
    const separator = pair?.indexOf('=') ?? -1;
    if (pair && separator > 0) context[pair.slice(0, separator)] = pair.slice(separator + 1);
  });
  return context;
};

const args = process.argv.slice(2);
const context: Record<string, unknown> = {
  ...contextFile('cdk.json'),
  ...contextFile('cdk.context.json'),
  ...contextArguments(args),
};
const { problems } = checkDeploySettings((key) => context[key], siteEnvironment(join(root, 'web')));
if (String(context[EXAMPLE_CONTEXT]) === 'true') {
  problems.unshift(
    `-c ${EXAMPLE_CONTEXT}=true : des valeurs d'exemple, pour synthétiser seulement (CI, tests)`,
  );
}
if (problems.length > 0) {
  console.error(deployRefusal(problems));
  process.exit(1);
}

const run = (command: string, commandArgs: string[]): void => {
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};
run('npm', ['run', 'build:web']);
run('npx', ['cdk', 'deploy', '--all', '--no-notices', ...args]);
