/**
 * Builds the portal into a CDK app, from the app's context: bin/app.ts and the tests go through this
 * one function, so the tests check the very app that `cdk synth` writes, cdk-nag included.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
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

/**
 * Context keys: prefix, jwtIssuer, siteOrigin, domainName + certificateArn, alarmEmail, webDist,
 * mailSender, adminEmail, mailSendRate, expiryReminderDays.
 */
export const settingsFromContext = (app: App): PortalSettings => {
  const domainName = optionalString(app, 'domainName');
  const certificateArn = optionalString(app, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context domainName and certificateArn go together (an ACM certificate in us-east-1).');
  }
  const webDist = optionalString(app, 'webDist') ?? join(REPO_ROOT, 'web', 'dist');
  return {
    prefix: optionalString(app, 'prefix') ?? 'portail-photos',
    jwtIssuer: optionalString(app, 'jwtIssuer') ?? 'portail-photos',
    siteOrigin: optionalString(app, 'siteOrigin'),
    domain: domainName && certificateArn ? { name: domainName, certificateArn } : undefined,
    alarmEmail: optionalString(app, 'alarmEmail'),
    mail: {
      sender: optionalString(app, 'mailSender') ?? 'no-reply@example.com',
      adminEmail: optionalString(app, 'adminEmail') ?? 'admin@example.com',
      sendRate: Number(optionalString(app, 'mailSendRate') ?? 7),
    },
    expiryReminderDays: optionalNumber(app, 'expiryReminderDays'),
    webAssetsPath: existsSync(join(webDist, 'index.html')) ? webDist : undefined,
  };
};

/** cdk-nag 3 is a validation plugin: findings fail the synth unless acknowledged next to the construct. */
export const checkWithCdkNag = (app: App): void => {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
};

export const buildPortal = (app: App): PortalStack => {
  const settings = settingsFromContext(app);
  // Environment-agnostic: synth needs no account, and `cdk deploy` targets the profile's region.
  const stack = new PortalStack(app, settings.prefix, settings);
  checkWithCdkNag(app);
  return stack;
};
