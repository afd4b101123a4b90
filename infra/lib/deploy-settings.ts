/**
 * What a deployment must be told before it may touch AWS. Without these the portal deploys and is dead
 * on arrival: an unverifiable sender sends every mail to the dead-letter queue, alarms notify nobody,
 * and the legal pages name the demo organisation. `npm run deploy` (scripts/deploy.ts) and the CDK app
 * itself both refuse with the same French list of what is missing, so no path reaches CloudFormation
 * half-configured. Context `example=true` fills sample values for a synthesis that is never deployed
 * (`npm run synth` in CI, the infra tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { defaultOrganisation } from '#shared/organisation.js';

/** The context key of a synthesis with sample values (CI, infra tests); the deploy script refuses it. */
export const EXAMPLE_CONTEXT = 'example';

/** The sample values of a synthesis with `example=true`. */
export const exampleSettings = {
  mailDomain: 'example.com',
  adminEmail: 'admin@example.com',
  alarmEmail: 'alarmes@example.com',
} as const;

/**
 * The site's VITE_* values as `vite build` reads them: the .env files of `webDir` in Vite's order (a
 * later file wins), and the process environment over all of them. Node's own parser rather than
 * importing Vite, which takes seconds to load where this check should answer at once.
 */
export const siteEnvironment = (
  webDir: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string | undefined> => {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'].map((name) =>
    join(webDir, name),
  );
  const fromFiles = files
    .filter((file) => existsSync(file))
    .map((file) => parseEnv(readFileSync(file, 'utf8')));
  const merged: Record<string, string | undefined> = Object.assign({}, ...fromFiles, env);
  return Object.fromEntries(Object.entries(merged).filter(([key]) => key.startsWith('VITE_')));
};

/** Reads one context value (cdk.json, cdk.context.json, `-c key=value`). */
export type ContextReader = (key: string) => unknown;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The deployment's own values, once validated. */
export interface DeployValues {
  readonly mailDomain: string;
  readonly mailSender: string;
  readonly adminEmail: string;
  readonly alarmEmail: string;
}

export interface DeployCheck {
  /** French lines, one per missing or invalid value; empty when the deployment may go on. */
  readonly problems: string[];
  readonly values?: DeployValues | undefined;
}

/** The organisation of the legal pages: Vite bakes these into the site when it is built. */
const organisationKeys = [
  ['VITE_ORG_NAME', "nom de l'organisateur", defaultOrganisation.name],
  ['VITE_ORG_ADDRESS', "adresse postale de l'organisateur", defaultOrganisation.address],
  [
    'VITE_ORG_PUBLICATION_DIRECTOR',
    'directeur ou directrice de la publication',
    defaultOrganisation.publicationDirector,
  ],
] as const;

const emailProblem = (label: string, key: string, value: string | undefined, sample: string) => {
  if (value === undefined) return `${label} : -c ${key}=${sample}`;
  if (!EMAIL.test(value)) return `${label} : « ${value} » n'est pas une adresse e-mail (-c ${key}=${sample})`;
  return undefined;
};

/**
 * Checks the context and the site's build environment (`siteEnv`: the VITE_* values as Vite reads
 * them) of a deployment.
 */
export const checkDeploySettings = (
  context: ContextReader,
  siteEnv: Readonly<Record<string, string | undefined>>,
): DeployCheck => {
  const problems: string[] = [];
  const mailDomain = text(context('mailDomain'));
  if (mailDomain === undefined) {
    problems.push("domaine d'envoi des mails, vérifié dans SES par DKIM : -c mailDomain=mon-organisation.fr");
  } else if (!DOMAIN.test(mailDomain)) {
    problems.push(`domaine d'envoi des mails : « ${mailDomain} » n'est pas un nom de domaine`);
  }
  const mailSender = text(context('mailSender')) ?? (mailDomain ? `no-reply@${mailDomain}` : undefined);
  if (mailDomain && mailSender && !mailSender.toLowerCase().endsWith(`@${mailDomain.toLowerCase()}`)) {
    problems.push(`expéditeur des mails : « ${mailSender} » n'est pas une adresse du domaine ${mailDomain}`);
  }
  const adminEmail = text(context('adminEmail'));
  const alarmEmail = text(context('alarmEmail'));
  const adminProblem = emailProblem(
    'adresse des administrateurs (notifications du portail)',
    'adminEmail',
    adminEmail,
    'equipe@mon-organisation.fr',
  );
  const alarmProblem = emailProblem(
    'adresse qui reçoit les alarmes',
    'alarmEmail',
    alarmEmail,
    'alertes@mon-organisation.fr',
  );
  for (const problem of [adminProblem, alarmProblem]) if (problem) problems.push(problem);
  for (const [key, label, demo] of organisationKeys) {
    const value = text(siteEnv[key]);
    if (value === undefined) problems.push(`${label} (mentions légales) : ${key}`);
    else if (value === demo) problems.push(`${label} (mentions légales) : ${key} est celui de la démo`);
  }
  if (problems.length > 0 || !mailDomain || !mailSender || !adminEmail || !alarmEmail) return { problems };
  return { problems, values: { mailDomain, mailSender, adminEmail, alarmEmail } };
};

/** The French message that stops a deployment, listing everything it lacks. */
export const deployRefusal = (problems: readonly string[]): string =>
  [
    "Déploiement refusé : il manque de quoi faire un portail qui fonctionne. Rien n'a été envoyé à AWS.",
    ...problems.map((problem) => `  - ${problem}`),
    'Les valeurs -c se donnent à npm run deploy (ou dans cdk.json) ; les VITE_ORG_* dans',
    "l'environnement ou dans web/.env. Voir « Déploiement avec CDK » dans README.md.",
  ].join('\n');

/** Thrown by the CDK app for a deploy target that lacks settings; bin/app.ts prints its message alone. */
export class DeployRefused extends Error {
  constructor(readonly problems: readonly string[]) {
    super(deployRefusal(problems));
    this.name = 'DeployRefused';
  }
}

/**
 * The stage deployed when none is named. Its stack keeps the name the portal always had (the context
 * `prefix`), so a deployment made before stages existed is updated in place, never replaced.
 */
export const DEFAULT_STAGE = 'production';

/** The context key naming the stage: `-c stage=recette` deploys a second portal beside production. */
export const STAGE_CONTEXT = 'stage';

/** Lowercase, as S3 bucket names (which start with the stack's name) require; short enough for them. */
const STAGE = /^[a-z][a-z0-9-]{0,19}$/;

export const stageOf = (context: ContextReader): string => {
  const value = text(context(STAGE_CONTEXT)) ?? DEFAULT_STAGE;
  if (!STAGE.test(value)) {
    throw new Error(
      `Context ${STAGE_CONTEXT} must be 1 to 20 lowercase letters, digits or hyphens, starting with a letter.`,
    );
  }
  return value;
};

/** `portail-photos` for production, `portail-photos-<stage>` for any other stage. */
export const stackNameOf = (prefix: string, stage: string): string =>
  stage === DEFAULT_STAGE ? prefix : `${prefix}-${stage}`;

/**
 * The `-c` values that make one deployment what it is, saved per stage after each deployment: a later
 * deployment that is not given them again gets the saved ones, so leaving out `-c domainName=…` can no
 * longer take the custom domain off the site. Keys the CDK app reads and that belong to no stage
 * (prefix, jwtIssuer in cdk.json) or to one synthesis (webDist, example) are not saved.
 */
export const SAVED_SETTINGS = [
  'mailDomain',
  'mailSender',
  'adminEmail',
  'alarmEmail',
  'domainName',
  'certificateArn',
  'siteOrigin',
  'mailSendRate',
  'expiryReminderDays',
  'photoDigestEveryDays',
  'monthlyBudgetUsd',
  'existingMailIdentity',
  'mediaBucketName',
  'faceFinder',
] as const;

export type SavedSettings = Partial<Record<(typeof SAVED_SETTINGS)[number], string>>;

export const isSavedSetting = (key: string): key is (typeof SAVED_SETTINGS)[number] =>
  (SAVED_SETTINGS as readonly string[]).includes(key);

/**
 * The context key of the folder holding each stage's saved settings, `deploy/` at the repository's
 * root by default (an organisation may keep them in a private repository of its own).
 */
export const SETTINGS_DIR_CONTEXT = 'settingsDir';
export const DEFAULT_SETTINGS_DIR = 'deploy';

/** `deploy/<stage>.json`, committed with the code it deployed. */
export const settingsFile = (dir: string, stage: string): string => join(dir, `${stage}.json`);

/** The saved settings of a stage, or undefined when it was never deployed from here. */
export const readSavedSettings = (file: string): SavedSettings | undefined => {
  if (!existsSync(file)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} n'est pas du JSON lisible : ${String(error)}`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`${file} doit contenir un objet { "réglage": "valeur" }`);
  }
  const saved: SavedSettings = {};
  for (const [key, value] of Object.entries(json)) {
    if (!isSavedSetting(key))
      throw new Error(`${file} : réglage inconnu « ${key} » (connus : ${SAVED_SETTINGS.join(', ')})`);
    if (typeof value !== 'string') throw new Error(`${file} : la valeur de « ${key} » doit être du texte`);
    saved[key] = value;
  }
  return saved;
};

/** The saved settings as a file: keys in a stable order, one per line, to read well in a diff. */
export const savedSettingsText = (settings: SavedSettings): string => {
  const ordered = Object.fromEntries(
    SAVED_SETTINGS.filter((key) => settings[key] !== undefined).map((key) => [key, settings[key]]),
  );
  return `${JSON.stringify(ordered, null, 2)}\n`;
};

/**
 * The settings a deployment ends up with: the saved ones, each replaced by a value given again
 * (cdk.json, cdk.context.json, `-c`); a value given empty (`-c domainName=`) takes the setting out.
 */
export const effectiveSettings = (saved: SavedSettings, context: ContextReader): SavedSettings => {
  const settings: SavedSettings = {};
  for (const key of SAVED_SETTINGS) {
    const given: unknown = context(key);
    const value = given === undefined || given === null ? saved[key] : String(given).trim();
    if (value !== undefined && value !== '') settings[key] = value;
  }
  return settings;
};

/** What would change from the saved settings, one French line per setting; empty when nothing does. */
export const settingsChanges = (saved: SavedSettings, next: SavedSettings): string[] =>
  SAVED_SETTINGS.filter((key) => saved[key] !== next[key]).map((key) => {
    const before = saved[key];
    const after = next[key];
    if (before === undefined) return `${key} : ajouté, « ${after} »`;
    if (after === undefined) return `${key} : retiré (était « ${before} »)`;
    return `${key} : « ${before} » → « ${after} »`;
  });

/** The flag of `npm run deploy` that accepts settings different from the saved ones. */
export const CHANGE_SETTINGS_FLAG = '--change-settings';

/** The French message that stops a deployment whose settings differ from the saved ones. */
export const settingsChangeRefusal = (stage: string, file: string, changes: readonly string[]): string =>
  [
    `Déploiement refusé : ces réglages diffèrent de ceux enregistrés pour « ${stage} » (${file}). Rien n'a été envoyé à AWS.`,
    ...changes.map((change) => `  - ${change}`),
    'Sans -c, un réglage garde sa valeur enregistrée ; -c réglage= (vide) le retire.',
    `Pour appliquer ces changements : relancez avec ${CHANGE_SETTINGS_FLAG} ; le fichier sera mis à jour`,
    'après le déploiement réussi, à committer avec le code déployé.',
  ].join('\n');
