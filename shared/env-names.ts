/**
 * Names of the environment variables that tell a function where its resources are. The CDK app sets
 * them on each Lambda, the local runtime sets them on its own process, and functions/config.ts reads
 * them: one list, so none can drift.
 */
import { type BucketName, buckets, type QueueName, queues, type TableName, tables } from './resources.js';

const constantCase = (id: string): string => id.replace(/-/g, '_').toUpperCase();

export const tableEnvVar = (name: TableName): string => `TABLE_${constantCase(tables[name].id)}`;
export const bucketEnvVar = (name: BucketName): string => `BUCKET_${constantCase(buckets[name].id)}`;
export const queueEnvVar = (name: QueueName): string => `QUEUE_${constantCase(queues[name].id)}_URL`;

/** Header carrying the CloudFront-to-API shared secret. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export const envNames = {
  /** Optional: an AWS-compatible endpoint (moto, LocalStack). Unset in the cloud. */
  endpoint: 'AWS_ENDPOINT_URL',
  region: 'AWS_REGION',
  /** Optional: the origin browsers use for presigned media URLs, when it differs from the endpoint. */
  mediaPublicEndpoint: 'MEDIA_PUBLIC_ENDPOINT',
  /** Token signing secret, given directly (local) or as a Secrets Manager ARN (cloud). */
  jwtSecret: 'JWT_SECRET',
  jwtSecretArn: 'JWT_SECRET_ARN',
  /** Issuer and audience written into and required from every token. */
  jwtIssuer: 'JWT_ISSUER',
  /** Secret that CloudFront adds to every API request: the API refuses requests without it. */
  originVerifySecretArn: 'ORIGIN_VERIFY_SECRET_ARN',
  logLevel: 'POWERTOOLS_LOG_LEVEL',
  /** Verified SES identity mail is sent from. */
  mailSender: 'MAIL_SENDER',
  /**
   * The SES configuration set each send names (the stack's own), so its metrics and the send grant
   * hold even when the domain's identity belongs to another stage, whose default set is not this one.
   */
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** Where the administrators' notifications go (e.g. a batch of photos awaits validation). */
  adminNotifyEmail: 'ADMIN_NOTIFY_EMAIL',
  /** Keep message bodies in the mail log: 'true' locally (the outbox shows them), never in the cloud. */
  mailLogBodies: 'MAIL_LOG_BODIES',
  /** Messages per second the mail worker sends at most (SES sending rate). */
  mailSendRate: 'MAIL_SEND_RATE',
  /** The public address of the site, for links in mails. */
  siteUrl: 'SITE_URL',
  /** Days before a photo deletion date when families get their reminder mail (default 7). */
  expiryReminderDays: 'EXPIRY_REMINDER_DAYS',
  /** Days between two digests of new photos to one family of a stay, at most (default 1: daily). */
  photoDigestEveryDays: 'PHOTO_DIGEST_EVERY_DAYS',
  /**
   * Media (photos, stay pictures, archives) is read through CloudFront with signed URLs: the site's
   * origin, the CloudFront public key id, and its private key, by Secrets Manager ARN in the cloud or
   * as PEM text in the local runtime (whose site server checks the signatures). Unset (bare test
   * stacks without a site server), media links are S3 presigned URLs.
   */
  mediaCdnUrl: 'MEDIA_CDN_URL',
  mediaCdnKeyPairId: 'MEDIA_CDN_KEY_PAIR_ID',
  mediaCdnPrivateKeyArn: 'MEDIA_CDN_PRIVATE_KEY_ARN',
  mediaCdnPrivateKey: 'MEDIA_CDN_PRIVATE_KEY',
  /**
   * The CloudFront distribution whose edges are told to forget hidden and deleted photos (the
   * emulator's stand-in locally); unset, nothing is asked.
   */
  mediaCdnDistributionId: 'MEDIA_CDN_DISTRIBUTION_ID',
  /** Largest zip of an archive in bytes (default and maximum 4 GB); a larger selection gets several. */
  archivePartBytes: 'ARCHIVE_PART_BYTES',
  /** Seconds without a new photo after which a trainer's batch is announced (default 300, at most 900). */
  uploadBatchQuietSeconds: 'UPLOAD_BATCH_QUIET_SECONDS',
  /** 'off' where the organisation switched the child finder off (deploy setting faceFinder=false). */
  faceFinder: 'FACE_FINDER',
} as const;
