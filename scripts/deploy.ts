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
 *
 * No version may lose a season: the new template is compared with the deployed one (or, when that
 * cannot be read, with the last released inventory, infra/released/), and once the site is built a
 * stack that exists gets a change set prepared, read for CloudFormation's own Replacement verdict,
 * and deleted, before `cdk deploy` runs. A table, bucket, key or secret that would be replaced or
 * removed stops the deployment unless --accepter-perte=<LogicalId> names it (scripts/deploy-data.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
} from '#infra/lib/deploy-settings.js';
import {
  acceptedLosses,
  acceptLossMisuse,
  changeSetLosses,
  DATA_CHANGE_SET,
  type DataLoss,
  dataReport,
  dataVerdict,
  isAcceptLoss,
  pseudoParametersOf,
  RELEASED_DATA_CONTEXT,
  RELEASED_DATA_FILE,
  type Template,
  templateLosses,
  unmatchedAcceptances,
} from './deploy-data.js';
import { type DeployedStack, isUnread, preflight, preflightReport } from './deploy-preflight.js';
import { type SynthesizedPortal, synthesizePortal, synthesizeRelease } from './deploy-synth.js';

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
const acceptedLoss = acceptedLosses(args);
const cdkArgs = args.filter((arg) => arg !== CHANGE_SETTINGS_FLAG && !isAcceptLoss(arg));
const misuse = acceptLossMisuse(args);
if (misuse !== undefined) refuse(misuse);
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

/** The stage's template, as `cdk deploy` will synthesize it with these settings. */
const synthesized = (): Promise<SynthesizedPortal> => synthesizePortal({ ...context, ...settings });

const prefix =
  typeof context.prefix === 'string' && context.prefix !== '' ? context.prefix : 'portail-photos';
const stackName = stackNameOf(prefix, stage);

/** What the account check leaves for the data checks: the template, and the stack when it holds data. */
interface AccountCheck {
  /** The stage's template, synthesized when the account was read. */
  readonly portal?: SynthesizedPortal | undefined;
  /** The SDK's region, when credentials were found. */
  readonly region?: string | undefined;
  /** The deployed stack, read with its template, when it exists and its creation did not fail. */
  readonly stack?: DeployedStack | undefined;
}

/** A stack whose creation failed and was rolled back, or under deletion, holds no data any more. */
const holdsSeason = (stack: DeployedStack): boolean =>
  !/^(ROLLBACK_|DELETE_|REVIEW_IN_PROGRESS)/.test(stack.status);

/**
 * Reads the account with the credentials and region `cdk deploy` will use, and stops a deployment
 * the account cannot take (scripts/deploy-preflight.ts decides). Without credentials or a region it
 * says so and goes on: `cdk deploy` cannot deploy without them either and says so itself, and a
 * refusal here would add nothing. A media bucket of an old name is kept, in the settings and the
 * arguments given to the CDK CLI.
 */
const checkAccount = async (): Promise<AccountCheck> => {
  // The SDK and CDK modules load only here: a refusal above answers at once.
  const { awsRegion, readAccount, reservationsOf } = await import('./deploy-account.js');
  const region = await awsRegion();
  if (isUnread(region)) {
    console.warn(
      `Attention : quotas du compte AWS non vérifiés, faute d'identifiants ou de région (${region.unread}). ` +
        'cdk deploy en a besoin aussi : configurez un profil (aws configure sso, AWS_PROFILE) et la région.',
    );
    return {};
  }
  const { mediaBucketNameOf } = await import('#infra/lib/storage.js');
  const [portal, facts] = await Promise.all([
    synthesized(),
    readAccount(region, stackName, settings.mailDomain ?? ''),
  ]);
  const result = preflight(facts, {
    stage,
    stackName,
    reservations: reservationsOf(portal.template),
    mailDomain: settings.mailDomain ?? '',
    existingMailIdentity: settings.existingMailIdentity === 'true',
    mailSendRate: Number(settings.mailSendRate ?? 1),
    mediaBucketName: settings.mediaBucketName,
    drawnMediaBucketName: (stackId) => mediaBucketNameOf(stackName, stackId),
  });
  const report = preflightReport(result);
  if (result.refusals.length > 0) refuse(report.join('\n'));
  for (const line of report) console.warn(line);
  const read = facts.stack;
  const stack = read !== undefined && !isUnread(read) && holdsSeason(read) ? read : undefined;
  const kept = result.keepMediaBucketName;
  if (kept === undefined) return { portal, region, stack };
  settings.mediaBucketName = kept;
  cdkArgs.push('-c', `mediaBucketName=${kept}`);
  // The bucket's name is part of the template: the data check judges the one that will be deployed.
  return { portal: await synthesized(), region, stack };
};

/** Every data-holding resource a check found lost, to tell a mistyped --accepter-perte. */
const lost = new Set<string>();

/** Stops on any loss not accepted by name, and states the accepted ones. */
const judge = (losses: readonly DataLoss[], against: string): void => {
  for (const { logicalId } of losses) lost.add(logicalId);
  const verdict = dataVerdict(losses, acceptedLoss);
  const report = dataReport(verdict, against);
  if (verdict.refusals.length > 0) refuse(report.join('\n'));
  for (const line of report) console.warn(line);
};

/**
 * The new template against the deployed one, or the new code against the last released inventory
 * when the deployed template could not be read (no credentials, no right to read it, no stack yet).
 */
const checkTemplate = async ({ portal, stack }: AccountCheck): Promise<void> => {
  if (portal && stack?.template) {
    const pseudo = pseudoParametersOf(stack.stackId);
    judge(templateLosses(stack.template, portal.template, pseudo), `la pile déployée ${stackName}`);
    return;
  }
  const file = resolve(root, String(given(RELEASED_DATA_CONTEXT) ?? RELEASED_DATA_FILE));
  const shown = file.startsWith(root) ? relative(root, file) : file;
  if (!existsSync(file)) {
    console.warn(
      `Attention : ni la pile déployée ni ${shown} n'ont pu être lus : le remplacement des tables et ` +
        "compartiments n'est vérifié que par le jeu de modifications, si la pile existe.",
    );
    return;
  }
  const released = JSON.parse(readFileSync(file, 'utf8')) as Template;
  const code = await synthesizeRelease(contextFile('cdk.json'));
  judge(templateLosses(released, code.template), `la dernière version publiée, ${shown}`);
};

const account = await checkAccount();
await checkTemplate(account);

const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): number =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env }).status ?? 1;

/**
 * CloudFormation's own verdict on a stack that exists: a change set of the portal stack alone,
 * prepared by the CDK CLI (assets published, nothing run), read, then deleted. Its Replacement field
 * knows what no list of properties does (a replacement forced by a changed reference, say).
 */
const checkChangeSet = async ({ region, stack }: AccountCheck): Promise<void> => {
  if (region === undefined || stack === undefined) return;
  const prepared = run('npx', [
    'cdk',
    'deploy',
    stackName,
    '--exclusively',
    '--no-notices',
    '--method=prepare-change-set',
    '--change-set-name',
    DATA_CHANGE_SET,
    // Nothing is run: the approval belongs to the deployment that follows.
    '--require-approval',
    'never',
    ...cdkArgs,
  ]);
  if (prepared !== 0) {
    refuse(
      "Déploiement arrêté : CloudFormation n'a pas pu préparer le jeu de modifications qui vérifie les " +
        "données (voir ci-dessus). Rien n'a été déployé.",
    );
  }
  const { readChangeSet } = await import('./deploy-account.js');
  let changes: Awaited<ReturnType<typeof readChangeSet>>;
  try {
    changes = await readChangeSet(region, stackName, DATA_CHANGE_SET);
  } catch (error) {
    console.warn(
      `Attention : jeu de modifications ${DATA_CHANGE_SET} non lu (${error instanceof Error ? error.message : String(error)}) : ` +
        'seule la comparaison des modèles a vérifié les données.',
    );
    return;
  }
  judge(changeSetLosses(changes ?? []), `le jeu de modifications de CloudFormation pour ${stackName}`);
};

// The site learns at its build whether the organisation switched the child finder off.
const faceFinder = String(settings.faceFinder ?? given('faceFinder')) === 'false' ? 'false' : 'true';
const built = run('npm', ['run', 'build:web'], { ...process.env, VITE_FACE_FINDER: faceFinder });
if (built !== 0) process.exit(built);
await checkChangeSet(account);
for (const line of unmatchedAcceptances(acceptedLoss, lost)) console.warn(line);
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
