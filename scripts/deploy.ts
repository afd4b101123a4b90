/**
 * `npm run deploy -- -c mailDomain=… -c adminEmail=… -c alarmEmail=…`: checks that the deployment has
 * everything a working portal needs BEFORE anything reaches AWS (the CDK CLI asks AWS for the account
 * before it even runs the app), then builds the site and runs `cdk deploy` with the same arguments.
 * Context comes from cdk.json, cdk.context.json and the `-c` arguments, as the CDK reads it; the
 * organisation of the legal pages from the VITE_* variables, as Vite reads them.
 *
 * Each stage's settings (`-c stage=…`, production by default) are saved in deploy/<stage>.json after
 * a successful deployment, and the next deployment starts from them: a value not given again keeps
 * its saved value, and a value given differently is refused unless --change-settings says so.
 *
 * With AWS credentials, the account is read before anything is built: Lambda's concurrency quota
 * against what the stack reserves, the SES sandbox and rate, the mail identity, the stack's state.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHANGE_SETTINGS_FLAG,
  checkDeploySettings,
  DEFAULT_SETTINGS_DIR,
  deployRefusal,
  EXAMPLE_CONTEXT,
  effectiveSettings,
  isSavedSetting,
  readSavedSettings,
  type SavedSettings,
  SETTINGS_DIR_CONTEXT,
  savedSettingsText,
  settingsChangeRefusal,
  settingsChanges,
  settingsFile,
  siteEnvironment,
  stackNameOf,
  stageOf,
} from '../infra/lib/deploy-settings.js';
import type { TemplateResources } from './deploy-account.js';
import { isUnread, preflight, preflightReport } from './deploy-preflight.js';

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

const refuse = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const args = process.argv.slice(2);
const changeSettings = args.includes(CHANGE_SETTINGS_FLAG);
const cdkArgs = args.filter((arg) => arg !== CHANGE_SETTINGS_FLAG);
const context: Record<string, unknown> = {
  ...contextFile('cdk.json'),
  ...contextFile('cdk.context.json'),
  ...contextArguments(cdkArgs),
};
const given = (key: string): unknown => context[key];

let stage = '';
let file = '';
let saved: SavedSettings | undefined;
try {
  stage = stageOf(given);
  const dir = resolve(root, String(given(SETTINGS_DIR_CONTEXT) ?? DEFAULT_SETTINGS_DIR));
  file = settingsFile(dir, stage);
  saved = readSavedSettings(file);
} catch (error) {
  refuse(`Déploiement refusé : ${error instanceof Error ? error.message : String(error)}`);
}
/** deploy/production.json when in the repository, else the path as given. */
const shownFile = file.startsWith(root) ? relative(root, file) : file;
const settings = effectiveSettings(saved ?? {}, given);
const changes = saved ? settingsChanges(saved, settings) : [];
if (changes.length > 0 && !changeSettings) refuse(settingsChangeRefusal(stage, shownFile, changes));

const { problems } = checkDeploySettings(
  (key) => (isSavedSetting(key) ? settings[key] : given(key)),
  siteEnvironment(join(root, 'web')),
);
if (String(given(EXAMPLE_CONTEXT)) === 'true') {
  problems.unshift(
    `-c ${EXAMPLE_CONTEXT}=true : des valeurs d'exemple, pour synthétiser seulement (CI, tests)`,
  );
}
if (problems.length > 0) refuse(deployRefusal(problems));

/**
 * ReservedConcurrentExecutions of each function of the stage's template, synthesized here as
 * `cdk deploy` will (the same app, context and settings), without bundling the functions or needing
 * the built site: neither changes what a function reserves.
 */
const synthesizedReservations = async (): Promise<Record<string, number>> => {
  const [{ App }, { buildPortal }, { reservationsOf }] = await Promise.all([
    import('aws-cdk-lib'),
    import('../infra/lib/portal-app.js'),
    import('./deploy-account.js'),
  ]);
  const scratch = mkdtempSync(join(tmpdir(), 'portal-preflight-'));
  try {
    mkdirSync(join(scratch, 'site'));
    writeFileSync(join(scratch, 'site', 'index.html'), '');
    const app = new App({
      outdir: join(scratch, 'cdk.out'),
      context: { ...context, ...settings, 'aws:cdk:bundling-stacks': [], webDist: join(scratch, 'site') },
    });
    const stack = buildPortal(app);
    return reservationsOf(app.synth().getStackArtifact(stack.artifactId).template as TemplateResources);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};

/**
 * Reads the account with the credentials and region `cdk deploy` will use, and stops a deployment
 * the account cannot take (scripts/deploy-preflight.ts decides). Without credentials or a region it
 * says so and goes on: `cdk deploy` cannot deploy without them either and says so itself, and a
 * refusal here would add nothing. Returns the media bucket name to keep, if the stack has an old one.
 */
const checkAccount = async (): Promise<string | undefined> => {
  // The SDK and CDK modules load only here: a refusal above answers at once.
  const { awsRegion, readAccount } = await import('./deploy-account.js');
  const region = await awsRegion();
  if (isUnread(region)) {
    console.warn(
      `Attention : quotas du compte AWS non vérifiés, faute d'identifiants ou de région (${region.unread}). ` +
        'cdk deploy en a besoin aussi : configurez un profil (aws configure sso, AWS_PROFILE) et la région.',
    );
    return undefined;
  }
  const prefix =
    typeof context.prefix === 'string' && context.prefix !== '' ? context.prefix : 'portail-photos';
  const stackName = stackNameOf(prefix, stage);
  const { mediaBucketNameOf } = await import('../infra/lib/storage.js');
  const [reservations, facts] = await Promise.all([
    synthesizedReservations(),
    readAccount(region, stackName, settings.mailDomain ?? ''),
  ]);
  const result = preflight(facts, {
    stage,
    stackName,
    reservations,
    mailDomain: settings.mailDomain ?? '',
    existingMailIdentity: settings.existingMailIdentity === 'true',
    mailSendRate: Number(settings.mailSendRate ?? 1),
    mediaBucketName: settings.mediaBucketName,
    drawnMediaBucketName: (stackId) => mediaBucketNameOf(stackName, stackId),
  });
  const report = preflightReport(result);
  if (result.refusals.length > 0) refuse(report.join('\n'));
  for (const line of report) console.warn(line);
  return result.keepMediaBucketName;
};

const keptBucket = await checkAccount();
if (keptBucket !== undefined) {
  settings.mediaBucketName = keptBucket;
  cdkArgs.push('-c', `mediaBucketName=${keptBucket}`);
}

const run = (command: string, commandArgs: string[]): number =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' }).status ?? 1;

const built = run('npm', ['run', 'build:web']);
if (built !== 0) process.exit(built);
const deployed = run('npx', ['cdk', 'deploy', '--all', '--no-notices', ...cdkArgs]);
if (deployed !== 0) {
  console.error(
    [
      `Le déploiement de « ${stage} » a échoué ; ${shownFile} n'a pas changé.`,
      "Si c'était le premier, CloudFormation a tout annulé : la même commande le relance (voir",
      '« Après un premier déploiement raté » dans docs/deploying.md).',
    ].join('\n'),
  );
  process.exit(deployed);
}
if (!saved || savedSettingsText(saved) !== savedSettingsText(settings)) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, savedSettingsText(settings));
  console.log(
    `Réglages de « ${stage} » enregistrés dans ${shownFile} : committez ce fichier avec le code déployé.`,
  );
}
