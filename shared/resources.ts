/**
 * Definitions of every cloud resource the portal stores data in. The CDK app builds the cloud
 * resources from them and the local runtime provisions the emulator from them, so both always agree
 * on keys, indexes, TTL attributes, streams, CORS rules, queues and notifications.
 */
import { MAX_RECEIVE_COUNT } from './limits.js';

export type KeyType = 'S' | 'N';
export interface KeyDef {
  readonly name: string;
  readonly type: KeyType;
}
export interface IndexDef {
  readonly name: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
}
export interface TableDef {
  /** Logical id, also the suffix of the physical name. */
  readonly id: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
  /** Attribute holding the expiry time in epoch seconds, if the table expires items. */
  readonly ttlAttribute?: string;
  /** A stream of new and old images, for handlers that react to deletions. */
  readonly stream: boolean;
}

export const tables = {
  stages: {
    id: 'stages',
    partitionKey: { name: 'id', type: 'S' },
    // Every stay is on or off (`actif`): two Queries list them all without a scan, and the index
    // covers the stays written before it existed (its keys are attributes every stay has).
    indexes: [
      { name: 'by-activity', partitionKey: { name: 'actif', type: 'N' }, sortKey: { name: 'id', type: 'S' } },
    ],
    stream: false,
  },
  photos: {
    id: 'photos',
    partitionKey: { name: 'stageId', type: 'S' },
    sortKey: { name: 'photoId', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
    stream: true,
  },
  /**
   * One item per stay and photo content (SHA-256 computed by the browser), pointing at the photo
   * that holds it: written in the same transaction as the photo record, so the same content is kept
   * once per stay even when a batch is sent again after a reload, or twice at the same time.
   */
  photoHashes: {
    id: 'photo-hashes',
    partitionKey: { name: 'stageId', type: 'S' },
    sortKey: { name: 'sha256', type: 'S' },
    indexes: [],
    stream: false,
  },
  formateurs: {
    id: 'formateurs',
    partitionKey: { name: 'id', type: 'S' },
    // `by-category`: every director is of the centre or of the stay, so two Queries list them all
    // for the back-office's list of people, without a scan.
    indexes: [
      { name: 'by-stage', partitionKey: { name: 'stageId', type: 'S' }, sortKey: { name: 'id', type: 'S' } },
      { name: 'by-category', partitionKey: { name: 'cat', type: 'S' }, sortKey: { name: 'id', type: 'S' } },
    ],
    stream: false,
  },
  stagiaires: {
    id: 'stagiaires',
    partitionKey: { name: 'id', type: 'S' },
    // `by-name`: a stay's families in alphabetical order (`ordre`, written by the store from the
    // names), so the back-office reads one page of a stay of thousands, not the whole stay.
    indexes: [
      { name: 'by-stage', partitionKey: { name: 'stageId', type: 'S' }, sortKey: { name: 'id', type: 'S' } },
      {
        name: 'by-name',
        partitionKey: { name: 'stageId', type: 'S' },
        sortKey: { name: 'ordre', type: 'S' },
      },
    ],
    stream: false,
  },
  admins: {
    id: 'admins',
    partitionKey: { name: 'username', type: 'S' },
    indexes: [],
    stream: false,
  },
  mailLog: {
    id: 'mail-log',
    partitionKey: { name: 'id', type: 'S' },
    // `feed` is the same for every entry so one index lists all mail newest first; `by-stage` per stay.
    indexes: [
      {
        name: 'chronological',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'queued_at', type: 'S' },
      },
      {
        name: 'by-stage',
        partitionKey: { name: 'stageId', type: 'S' },
        sortKey: { name: 'queued_at', type: 'S' },
      },
    ],
    ttlAttribute: 'expires_at',
    stream: false,
  },
  /**
   * The trainers' question board: one partition (`feed`) holding every question and, right after
   * it, its replies (`sk` = question id, or question id # reply id; ids sort by time), so one Query
   * reads the whole board in order.
   */
  commentaires: {
    id: 'commentaires',
    partitionKey: { name: 'feed', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    indexes: [],
    stream: false,
  },
  /** Evaluation reports: one per stay and trainee label; `by-nom-stage` for the admin's xlsx. */
  rapports: {
    id: 'rapports',
    partitionKey: { name: 'stageId', type: 'S' },
    sortKey: { name: 'nom', type: 'S' },
    indexes: [
      {
        name: 'by-nom-stage',
        partitionKey: { name: 'nomStage', type: 'S' },
        sortKey: { name: 'nom', type: 'S' },
      },
    ],
    stream: false,
  },
  /**
   * What happened to deleted photos, per stay: written by the deletion of photos on purpose before
   * their records go, and by the photos stream handler once TTL has removed one. One entry per photo
   * (a photo goes once), so a repeated deletion or a stream record delivered twice writes it once.
   */
  photoDeletions: {
    id: 'photo-deletions',
    partitionKey: { name: 'stageId', type: 'S' },
    sortKey: { name: 'photoId', type: 'S' },
    indexes: [],
    stream: false,
  },
  /**
   * Zip archives asked for: one per selection (id = hash of stay, photos, order and
   * versions), with its progress; expires with the archive object.
   */
  archives: {
    id: 'archives',
    partitionKey: { name: 'archiveId', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
    stream: false,
  },
  /**
   * Expiry reminders already sent: one item per stay, deletion day and family address
   * (`reminder` = day#address), written conditionally before the mail is queued, so a family gets
   * one reminder per date however often the daily job runs. Gone a week after the date.
   */
  expiryReminders: {
    id: 'expiry-reminders',
    partitionKey: { name: 'stageId', type: 'S' },
    sortKey: { name: 'reminder', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
    stream: false,
  },
  /**
   * The families' digests of new photos: one item per stay and family address (lower case), with
   * the day of its last digest, the newest photo it counted, and its unsubscription. The daily job
   * claims a digest with a conditional update, so a family gets one however often the job runs.
   */
  photoDigests: {
    id: 'photo-digests',
    partitionKey: { name: 'stageId', type: 'S' },
    sortKey: { name: 'address', type: 'S' },
    indexes: [],
    stream: false,
  },
  /**
   * Signed-out tokens: one item per token id, written by sign-out and read on every authenticated
   * request; it expires with the token itself, after which the signature check refuses it anyway.
   */
  revokedTokens: {
    id: 'revoked-tokens',
    partitionKey: { name: 'tokenId', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
    stream: false,
  },
  /**
   * Trainers' batches of photos: one item per stay and trainer session (`uploader`), holding when
   * its newest photo was processed and which batch end was announced. The media worker's check
   * claims an end with a conditional update, so the administrators get one mail per batch however
   * often the check runs. Gone two days after the batch.
   */
  uploadBatches: {
    id: 'upload-batches',
    partitionKey: { name: 'stageId', type: 'S' },
    sortKey: { name: 'uploader', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
    stream: false,
  },
  loginAttempts: {
    id: 'login-attempts',
    partitionKey: { name: 'key', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
    stream: false,
  },
  /**
   * One item per create request that carried an Idempotency-Key (route, caller, key and body): the
   * first request claims it with a conditional write, a repeat gets the first answer instead of a
   * second record. Kept a day.
   */
  createRequests: {
    id: 'create-requests',
    partitionKey: { name: 'key', type: 'S' },
    indexes: [],
    ttlAttribute: 'expires_at',
    stream: false,
  },
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof tables;

/** Every table, for what is done alike to each: provisioning, environment variables, checks. */
export const tableNames = Object.keys(tables) as readonly TableName[];

export interface CorsRuleDef {
  readonly allowedMethods: readonly ('GET' | 'PUT' | 'HEAD' | 'POST')[];
  readonly allowedHeaders: readonly string[];
  readonly exposedHeaders: readonly string[];
  readonly maxAgeSeconds: number;
}
export interface BucketDef {
  readonly id: string;
  /**
   * One CORS rule (the emulator mishandles several, and one is enough): the allowed origins are the
   * site's own, given at deployment or by the local runtime.
   */
  readonly cors?: CorsRuleDef;
}

export const buckets = {
  media: {
    id: 'media',
    cors: {
      allowedMethods: ['GET', 'PUT', 'HEAD'],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAgeSeconds: 3000,
    },
  },
} as const satisfies Record<string, BucketDef>;

export type BucketName = keyof typeof buckets;

/** Every bucket, for what is done alike to each. */
export const bucketNames = Object.keys(buckets) as readonly BucketName[];

export interface QueueDef {
  readonly id: string;
  /** Must exceed the worker's timeout several times (AWS advises six). */
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
  /** Largest batch a worker takes at once. */
  readonly batchSize: number;
  readonly dlqRetentionDays: number;
}

export const queues = {
  media: {
    id: 'media',
    visibilityTimeoutSeconds: 6 * 60,
    maxReceiveCount: MAX_RECEIVE_COUNT,
    // One photo per invocation: a 48 MP HEIC takes ~20 s of the worker's 60 (shared/capacity.ts),
    // and a photo does not wait behind the others of its batch; the event source's concurrency makes
    // the throughput.
    batchSize: 1,
    dlqRetentionDays: 14,
  },
  mail: {
    id: 'mail',
    visibilityTimeoutSeconds: 6 * 60,
    maxReceiveCount: MAX_RECEIVE_COUNT,
    batchSize: 10,
    dlqRetentionDays: 14,
  },
  /** Zip archives: one job per message, each may stream several GB. */
  archive: {
    id: 'archive',
    visibilityTimeoutSeconds: 6 * 15 * 60,
    maxReceiveCount: MAX_RECEIVE_COUNT,
    batchSize: 1,
    dlqRetentionDays: 14,
  },
  /** Rotations: one photo per job, decoded and re-encoded with sharp like an upload. */
  rotate: {
    id: 'rotate',
    visibilityTimeoutSeconds: 6 * 60,
    maxReceiveCount: MAX_RECEIVE_COUNT,
    batchSize: 5,
    dlqRetentionDays: 14,
  },
  /**
   * Faces of photos for the child finder: one photo per job, its display copy decoded and searched
   * for faces (about a second each, after the model's load at a cold start).
   */
  faces: {
    id: 'faces',
    visibilityTimeoutSeconds: 6 * 2 * 60,
    maxReceiveCount: MAX_RECEIVE_COUNT,
    batchSize: 10,
    dlqRetentionDays: 14,
  },
} as const satisfies Record<string, QueueDef>;

export type QueueName = keyof typeof queues;

/** Every queue, for what is done alike to each. */
export const queueNames = Object.keys(queues) as readonly QueueName[];

/**
 * Queues whose dead-letter queue feeds their own worker (in the cloud a second event source, locally
 * a second poller): the archive worker marks an archive failed when its Lambda was stopped (timeout,
 * crash) before its own failure handler could, so the page stops waiting.
 */
export const deadLettersReadByWorker: readonly QueueName[] = ['archive'];

/** Worker timeouts; each queue's visibility timeout is six times its worker's. */
export const workerTimeoutSeconds: Record<QueueName, number> = {
  media: queues.media.visibilityTimeoutSeconds / 6,
  mail: queues.mail.visibilityTimeoutSeconds / 6,
  archive: queues.archive.visibilityTimeoutSeconds / 6,
  rotate: queues.rotate.visibilityTimeoutSeconds / 6,
  faces: queues.faces.visibilityTimeoutSeconds / 6,
};

export interface NotificationDef {
  readonly bucket: BucketName;
  readonly prefix: string;
  readonly queue: QueueName;
}

/** S3 → SQS: every object created under uploads/photos/ goes to the media queue. */
export const notifications: readonly NotificationDef[] = [
  { bucket: 'media', prefix: 'uploads/photos/', queue: 'media' },
];

/** Physical names: `${prefix}-${id}`, so several portals can share one account or emulator. */
export const physicalName = (prefix: string, id: string): string => `${prefix}-${id}`;
export const dlqId = (queue: QueueName): string => `${queues[queue].id}-dlq`;
