/**
 * Builds the portal into a CDK app, from the app's context: bin/app.ts and the tests go through this
 * one function, so the tests check the very app that `cdk synth` writes, cdk-nag included.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import {
  checkDeploySettings,
  DeployRefused,
  type DeployValues,
  EXAMPLE_CONTEXT,
  exampleSettings,
  siteEnvironment,
} from './deploy-settings.js';
import { protectAtTheEdge } from './edge-firewall.js';
import { REPO_ROOT } from './function-defaults.js';
import { type PortalSettings, PortalStack } from './portal-stack.js';

const optionalString = (app: App, key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const optionalNumber = (app: App, key: string): number | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`Context ${key} must be a whole number of days.`);
  return number;
};

const positiveNumber = (app: App, key: string, fallback: number): number => {
  const value: unknown = app.node.tryGetContext(key);
  const number = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Context ${key} must be a positive number.`);
  return number;
};

/** S3's rules for a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens. */
const bucketName = (app: App, key: string): string | undefined => {
  const value = optionalString(app, key);
  if (value !== undefined && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value)) {
    throw new Error(`Context ${key} must be an S3 bucket name.`);
  }
  return value;
};

/**
 * Context keys: prefix, jwtIssuer, siteOrigin, domainName + certificateArn, alarmEmail, webDist,
 * mailDomain, mailSender, adminEmail, mailSendRate, expiryReminderDays, photoDigestEveryDays,
 * mediaBucketName (the name a deployment's media bucket already has), and `example` for a synthesis
 * with sample values. Anything else than `example=true` is a deploy target: a missing sender domain,
 * address or organisation stops the synthesis with the French list of what to give.
 */
export const settingsFromContext = (app: App): PortalSettings => {
  const domainName = optionalString(app, 'domainName');
  const certificateArn = optionalString(app, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context domainName and certificateArn go together (an ACM certificate in us-east-1).');
  }
  const webDist = optionalString(app, 'webDist') ?? join(REPO_ROOT, 'web', 'dist');
  const siteBuilt = existsSync(join(webDist, 'index.html'));
  const deploy = resolveDeployValues(app, siteBuilt);
  return {
    prefix: optionalString(app, 'prefix') ?? 'portail-photos',
    jwtIssuer: optionalString(app, 'jwtIssuer') ?? 'portail-photos',
    siteOrigin: optionalString(app, 'siteOrigin'),
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : undefined,
    alarmEmail: deploy.alarmEmail,
    mail: {
      domain: deploy.mailDomain,
      sender: deploy.mailSender,
      adminEmail: deploy.adminEmail,
      // The SES sandbox's rate until the account leaves it (README: leaving the SES sandbox).
      sendRate: positiveNumber(app, 'mailSendRate', 1),
    },
    expiryReminderDays: optionalNumber(app, 'expiryReminderDays'),
    photoDigestEveryDays: optionalNumber(app, 'photoDigestEveryDays'),
    mediaBucketName: bucketName(app, 'mediaBucketName'),
    webAssetsPath: siteBuilt ? webDist : undefined,
  };
};

const resolveDeployValues = (app: App, siteBuilt: boolean): DeployValues => {
  const context = (key: string): unknown => app.node.tryGetContext(key);
  if (String(context(EXAMPLE_CONTEXT)) === 'true') {
    const sample = (key: keyof typeof exampleSettings) => optionalString(app, key) ?? exampleSettings[key];
    const mailDomain = sample('mailDomain');
    return {
      mailDomain,
      mailSender: optionalString(app, 'mailSender') ?? `no-reply@${mailDomain}`,
      adminEmail: sample('adminEmail'),
      alarmEmail: sample('alarmEmail'),
    };
  }
  const { problems, values } = checkDeploySettings(context, siteEnvironment(join(REPO_ROOT, 'web')));
  if (!siteBuilt) problems.push('le site construit (web/dist) : npm run build:web, que npm run deploy lance');
  if (problems.length > 0 || !values) throw new DeployRefused(problems);
  return values;
};

/** cdk-nag 3 is a validation plugin: findings fail the synth unless acknowledged next to the construct. */
export const checkWithCdkNag = (app: App): void => {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
};

export const buildPortal = (app: App): PortalStack => {
  const settings = settingsFromContext(app);
  // Environment-agnostic: synth needs no account, and `cdk deploy` targets the profile's region.
  const stack = new PortalStack(app, settings.prefix, settings);
  protectAtTheEdge(app, stack, settings.prefix, stack.web.distribution);
  checkWithCdkNag(app);
  return stack;
};
