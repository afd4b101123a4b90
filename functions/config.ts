/**
 * Typed configuration of the functions, parsed once from the environment. Nothing else in functions/
 * reads process.env.
 */
import * as z from 'zod';
import { bucketEnvVar, envNames, queueEnvVar, tableEnvVar } from '#shared/env-names.js';
import {
  MAX_ARCHIVE_PART_BYTES,
  MAX_QUEUE_DELAY_SECONDS,
  UPLOAD_BATCH_QUIET_SECONDS,
} from '#shared/limits.js';
import {
  type BucketName,
  bucketNames,
  type QueueName,
  queueNames,
  type TableName,
  tableNames,
} from '#shared/resources.js';

/** A week: time enough to download before the date, close enough not to be forgotten. */
export const DEFAULT_EXPIRY_REMINDER_DAYS = 7;

/** One digest of new photos a day at most, per family and stay. */
export const DEFAULT_PHOTO_DIGEST_EVERY_DAYS = 1;

export interface Config {
  readonly region: string;
  readonly endpoint: string | undefined;
  readonly mediaPublicEndpoint: string | undefined;
  readonly jwtSecret: string | undefined;
  readonly jwtSecretArn: string | undefined;
  readonly jwtIssuer: string;
  readonly mailSender: string;
  /** The SES configuration set to send through; unset, the identity's default (none locally). */
  readonly mailConfigurationSet: string | undefined;
  readonly adminNotifyEmail: string;
  readonly mailLogBodies: boolean;
  readonly mailSendRate: number;
  readonly siteUrl: string;
  /** How many days before their photos' deletion date families are reminded to download them. */
  readonly expiryReminderDays: number;
  /** Days between two digests of new photos to one family of a stay, at most. */
  readonly photoDigestEveryDays: number;
  /** Set in the cloud: requests must carry the CloudFront secret (see ORIGIN_VERIFY_HEADER). */
  readonly originVerifySecretArn: string | undefined;
  /** Media links are CloudFront signed URLs (in the cloud, and locally through the site server). */
  readonly mediaCdn: MediaCdnConfig | undefined;
  /** The distribution whose edge cache forgets hidden and deleted photos; none, nothing to forget. */
  readonly cdnDistributionId: string | undefined;
  /** Largest zip of an archive; a larger selection is cut into parts. */
  readonly archivePartBytes: number;
  /** Seconds without a new photo after which a trainer's batch is announced to the administrators. */
  readonly uploadBatchQuietSeconds: number;
  /**
   * The child finder is on (the default): the photos stream asks the faces worker to prepare each
   * photo's faces. Off, nothing is prepared and no faces job is sent.
   */
  readonly faceFinder: boolean;
  readonly tables: Readonly<Record<TableName, string>>;
  readonly buckets: Readonly<Record<BucketName, string>>;
  readonly queueUrls: Readonly<Record<QueueName, string>>;
}

export interface MediaCdnConfig {
  /** The site's origin; media is under its /photos/, /stages/ and /archives/ paths. */
  readonly baseUrl: string;
  readonly keyPairId: string;
  /** Where the private key is: a Secrets Manager secret (cloud) or the PEM itself (local runtime). */
  readonly privateKey: { readonly secretArn: string } | { readonly pem: string };
}

const required = (env: NodeJS.ProcessEnv, name: string): string =>
  z
    .string({ error: `Variable d'environnement manquante : ${name}` })
    .min(1)
    .parse(env[name]);

const optional = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
};

const mediaCdnFrom = (env: NodeJS.ProcessEnv): MediaCdnConfig | undefined => {
  const baseUrl = optional(env, envNames.mediaCdnUrl);
  const keyPairId = optional(env, envNames.mediaCdnKeyPairId);
  const secretArn = optional(env, envNames.mediaCdnPrivateKeyArn);
  const pem = optional(env, envNames.mediaCdnPrivateKey);
  if (baseUrl === undefined && keyPairId === undefined && secretArn === undefined && pem === undefined)
    return undefined;
  if (baseUrl === undefined || keyPairId === undefined || (secretArn === undefined) === (pem === undefined)) {
    throw new Error(
      `${envNames.mediaCdnUrl}, ${envNames.mediaCdnKeyPairId} et une seule clé (${envNames.mediaCdnPrivateKeyArn} ou ${envNames.mediaCdnPrivateKey}) : toutes ou aucune.`,
    );
  }
  return {
    baseUrl: z.url().parse(baseUrl).replace(/\/$/, ''),
    keyPairId,
    privateKey: secretArn !== undefined ? { secretArn } : { pem: pem ?? '' },
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const jwtSecret = optional(env, envNames.jwtSecret);
  const jwtSecretArn = optional(env, envNames.jwtSecretArn);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error(`${envNames.jwtSecret} doit contenir au moins 32 caractères.`);
  }
  return {
    region: optional(env, envNames.region) ?? 'eu-west-3',
    endpoint: optional(env, envNames.endpoint),
    mediaPublicEndpoint: optional(env, envNames.mediaPublicEndpoint),
    jwtSecret,
    jwtSecretArn,
    jwtIssuer: optional(env, envNames.jwtIssuer) ?? 'portail-photos',
    originVerifySecretArn: optional(env, envNames.originVerifySecretArn),
    mediaCdn: mediaCdnFrom(env),
    cdnDistributionId: optional(env, envNames.mediaCdnDistributionId),
    archivePartBytes: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_ARCHIVE_PART_BYTES)
      .parse(optional(env, envNames.archivePartBytes) ?? MAX_ARCHIVE_PART_BYTES),
    uploadBatchQuietSeconds: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_QUEUE_DELAY_SECONDS)
      .parse(optional(env, envNames.uploadBatchQuietSeconds) ?? UPLOAD_BATCH_QUIET_SECONDS),
    mailSender: optional(env, envNames.mailSender) ?? 'no-reply@colos-du-soleil.example',
    mailConfigurationSet: optional(env, envNames.mailConfigurationSet),
    adminNotifyEmail: optional(env, envNames.adminNotifyEmail) ?? 'admin@colos-du-soleil.example',
    mailLogBodies: optional(env, envNames.mailLogBodies) === 'true',
    mailSendRate: z.coerce
      .number()
      .positive()
      .parse(optional(env, envNames.mailSendRate) ?? 10),
    siteUrl: optional(env, envNames.siteUrl) ?? 'http://localhost:3000',
    expiryReminderDays: z.coerce
      .number()
      .int()
      .min(0)
      .max(365)
      .parse(optional(env, envNames.expiryReminderDays) ?? DEFAULT_EXPIRY_REMINDER_DAYS),
    photoDigestEveryDays: z.coerce
      .number()
      .int()
      .min(1)
      .max(30)
      .parse(optional(env, envNames.photoDigestEveryDays) ?? DEFAULT_PHOTO_DIGEST_EVERY_DAYS),
    faceFinder: optional(env, envNames.faceFinder) !== 'off',
    tables: Object.fromEntries(tableNames.map((t) => [t, required(env, tableEnvVar(t))])) as Record<
      TableName,
      string
    >,
    buckets: Object.fromEntries(bucketNames.map((b) => [b, required(env, bucketEnvVar(b))])) as Record<
      BucketName,
      string
    >,
    queueUrls: Object.fromEntries(queueNames.map((q) => [q, required(env, queueEnvVar(q))])) as Record<
      QueueName,
      string
    >,
  };
};
