/**
 * Builds the portal into a CDK app, from the app's context: bin/app.ts and the tests go through this
 * one function, so the tests check the very app that `cdk synth` writes, cdk-nag included.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import {
  checkDeploySettings,
  DEFAULT_SETTINGS_DIR,
  DeployRefused,
  type DeployValues,
  EXAMPLE_CONTEXT,
  exampleSettings,
  readSavedSettings,
  type SavedSettings,
  SETTINGS_DIR_CONTEXT,
  settingsFile,
  siteEnvironment,
  stackNameOf,
  stageOf,
} from './deploy-settings.js';
import { protectAtTheEdge } from './edge-firewall.js';
import { REPO_ROOT } from './function-defaults.js';
import { type PortalSettings, PortalStack } from './portal-stack.js';

/** Reads one value of the portal's context: the app's (cdk.json, `-c`) over the stage's saved settings. */
type Read = (key: string) => unknown;

const optionalString = (read: Read, key: string): string | undefined => {
  const value = read(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const optionalNumber = (read: Read, key: string): number | undefined => {
  const value = read(key);
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`Context ${key} must be a whole number of days.`);
  return number;
};

/** On unless `false`: an organisation switches the child finder off with `-c faceFinder=false`. */
const onUnlessFalse = (read: Read, key: string): boolean => {
  const value = read(key);
  if (value === undefined || value === '' || value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context ${key} must be true or false.`);
};

const positiveNumber = (read: Read, key: string, fallback: number): number => {
  const value = read(key);
  const number = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Context ${key} must be a positive number.`);
  return number;
};

/** S3's rules for a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens. */
const bucketName = (read: Read, key: string): string | undefined => {
  const value = optionalString(read, key);
  if (value !== undefined && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value)) {
    throw new Error(`Context ${key} must be an S3 bucket name.`);
  }
  return value;
};

/**
 * Context keys: prefix, jwtIssuer, stage, settingsDir, siteOrigin, domainName + certificateArn,
 * alarmEmail, webDist, mailDomain, mailSender, adminEmail, mailSendRate, existingMailIdentity,
 * expiryReminderDays, photoDigestEveryDays, monthlyBudgetUsd, mediaBucketName (the name a
 * deployment's media bucket already has), faceFinder (`false` switches the child finder off), and `example` for a synthesis with sample values. Anything
 * else than `example=true` is a deploy target: a missing sender domain, address or organisation stops
 * the synthesis with the French list of what to give.
 */
export const settingsFromContext = (read: Read): PortalSettings => {
  const domainName = optionalString(read, 'domainName');
  const certificateArn = optionalString(read, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context domainName and certificateArn go together (an ACM certificate in us-east-1).');
  }
  const webDist = optionalString(read, 'webDist') ?? join(REPO_ROOT, 'web', 'dist');
  const siteBuilt = existsSync(join(webDist, 'index.html'));
  const deploy = resolveDeployValues(read, siteBuilt);
  const budget = optionalString(read, 'monthlyBudgetUsd');
  return {
    prefix: optionalString(read, 'prefix') ?? 'portail-photos',
    jwtIssuer: optionalString(read, 'jwtIssuer') ?? 'portail-photos',
    siteOrigin: optionalString(read, 'siteOrigin'),
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : undefined,
    alarmEmail: deploy.alarmEmail,
    mail: {
      domain: deploy.mailDomain,
      sender: deploy.mailSender,
      adminEmail: deploy.adminEmail,
      // The SES sandbox's rate until the account leaves it (README: leaving the SES sandbox).
      sendRate: positiveNumber(read, 'mailSendRate', 1),
      existingIdentity: optionalString(read, 'existingMailIdentity') === 'true',
    },
    expiryReminderDays: optionalNumber(read, 'expiryReminderDays'),
    photoDigestEveryDays: optionalNumber(read, 'photoDigestEveryDays'),
    monthlyBudgetUsd: budget === undefined ? undefined : positiveNumber(read, 'monthlyBudgetUsd', 1),
    mediaBucketName: bucketName(read, 'mediaBucketName'),
    faceFinder: onUnlessFalse(read, 'faceFinder'),
    webAssetsPath: siteBuilt ? webDist : undefined,
  };
};

const isExample = (read: Read): boolean => String(read(EXAMPLE_CONTEXT)) === 'true';

const resolveDeployValues = (read: Read, siteBuilt: boolean): DeployValues => {
  if (isExample(read)) {
    const sample = (key: keyof typeof exampleSettings) => optionalString(read, key) ?? exampleSettings[key];
    const mailDomain = sample('mailDomain');
    return {
      mailDomain,
      mailSender: optionalString(read, 'mailSender') ?? `no-reply@${mailDomain}`,
      adminEmail: sample('adminEmail'),
      alarmEmail: sample('alarmEmail'),
    };
  }
  const { problems, values } = checkDeploySettings(read, siteEnvironment(join(REPO_ROOT, 'web')));
  if (!siteBuilt) problems.push('le site construit (web/dist) : npm run build:web, que npm run deploy lance');
  if (problems.length > 0 || !values) throw new DeployRefused(problems);
  return values;
};

/** cdk-nag 3 is a validation plugin: findings fail the synth unless acknowledged next to the construct. */
export const checkWithCdkNag = (app: App): void => {
  if (checked.has(app)) return;
  checked.add(app);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
};
const checked = new WeakSet<App>();

export interface PortalOptions {
  /** Context of this stage over the app's: the infra tests build two stages in one app. */
  readonly context?: Readonly<Record<string, string>> | undefined;
}

/**
 * One stage of the portal: its stack (`portail-photos` for production, `portail-photos-<stage>`
 * otherwise) and the small us-east-1 stack of its edge firewall. The stage's saved settings fill what
 * the context does not give, so a deployment run without its `-c` values deploys the same portal.
 */
export const buildPortal = (app: App, options: PortalOptions = {}): PortalStack => {
  const given: Read = (key) => options.context?.[key] ?? app.node.tryGetContext(key);
  const stage = stageOf(given);
  const settingsDir = resolve(REPO_ROOT, optionalString(given, SETTINGS_DIR_CONTEXT) ?? DEFAULT_SETTINGS_DIR);
  const saved = isExample(given) ? undefined : readSavedSettings(settingsFile(settingsDir, stage));
  const read: Read = (key) => {
    const value = given(key);
    return value === undefined ? saved?.[key as keyof SavedSettings] : value;
  };
  const settings = settingsFromContext(read);
  const stackName = stackNameOf(settings.prefix, stage);
  // Environment-agnostic: synth needs no account, and `cdk deploy` targets the profile's region.
  const stack = new PortalStack(app, stackName, settings);
  protectAtTheEdge(app, stack, stackName, stack.web.distribution);
  checkWithCdkNag(app);
  return stack;
};
